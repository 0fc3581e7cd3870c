// The cache keys of the data a public page shows on arrival. The page's hooks read these
// keys and the worker's page loaders fill them before rendering, so the browser's first
// render finds the data the HTML already carries and does not ask for it again.
export const pageQueryKeys = {
  featured: () => ["featured-properties"] as const,
  search: (apiQuery: string) => ["properties", apiQuery] as const,
  property: (id: string) => ["property", id] as const,
  sharedProperty: (token: string) => ["shared-property", token] as const,
  presentation: (token: string) => ["presentation", token] as const,
  publicBoard: (token: string) => ["public-board", token] as const,
  plans: () => ["plans"] as const,
  services: () => ["services"] as const,
  agencies: (q: string, alcaldiaId: string) => ["agencies", q.toLocaleLowerCase("es-MX"), alcaldiaId] as const,
  alcaldias: () => ["alcaldias"] as const,
  agency: (slug: string) => ["agency", slug] as const,
  agent: (slug: string) => ["agent", slug] as const,
  siteConfig: () => ["site-config"] as const,
};
