// What crawlers and link previews (WhatsApp, Facebook) read for each public page: they do
// not run JavaScript, so the worker writes it into the HTML (see html-meta.ts).
export type PageMeta = { title: string; description: string; image?: string; jsonLd?: Record<string, unknown>; status?: number; preload?: ImagePreload[] };

// The page's largest image, asked for before the app's JavaScript has run and found it
// (Lighthouse's "LCP image discoverable in the HTML"). `media` picks it per screen.
export type ImagePreload = { href: string; media?: string };

// The home page's hero, as its <picture> chooses it (web/src/features/home/components/home-hero.tsx).
const HOME_HERO: ImagePreload[] = [
  { href: "/images/hero-phone.webp", media: "(max-width: 767px)" },
  { href: "/images/hero-desktop.webp", media: "(min-width: 768px)" },
];

const SITE = "Hogaria";
const DEFAULT_IMAGE = "/images/hero-desktop.webp";

const STATIC_PAGES: Record<string, Omit<PageMeta, "title"> & { title: string }> = {
  "/": {
    title: "Hogaria · Casas y departamentos en renta y venta en CDMX",
    description: "Encuentra tu próximo hogar en la Ciudad de México: casas y departamentos en renta y venta, con precios en pesos y asesoría cercana.",
  },
  "/rentar": { title: "Casas y departamentos en renta en CDMX · Hogaria", description: "Departamentos y casas en renta en la Ciudad de México, por colonia, precio y recámaras." },
  "/comprar": { title: "Casas y departamentos en venta en CDMX · Hogaria", description: "Casas y departamentos en venta en la Ciudad de México, con precios en pesos y búsqueda por mapa." },
  "/remate": { title: "Remates inmobiliarios en CDMX · Hogaria", description: "Propiedades en remate en la Ciudad de México: casas y departamentos por debajo de su valor." },
  "/precios": { title: "Planes de suscripción · Hogaria", description: "Planes mensuales en pesos para agentes e inmobiliarias que publican en Hogaria." },
  "/servicios": { title: "Servicios para rentar y comprar · Hogaria", description: "Renta segura, depósito cero, visitas 360, precalificación y asesoría gratis por WhatsApp." },
  "/terminos": { title: "Términos y condiciones · Hogaria", description: "Las reglas para usar Hogaria: cuentas, publicaciones, planes, pagos y mensajería." },
  "/privacidad": { title: "Aviso de privacidad · Hogaria", description: "Cómo Hogaria trata tus datos personales conforme a la ley mexicana, y cómo ejercer tus derechos ARCO." },
  "/que-ofrece-hogaria": { title: "Qué ofrece Hogaria", description: "Búsqueda por mapa, tableros con tus clientes, agentes de IA 24/7, recorridos 3D y asesoría por WhatsApp." },
  "/sobre-nosotros": { title: "Sobre nosotros · Hogaria", description: "Somos Hogaria: ayudamos a familias de la Ciudad de México a encontrar su próximo hogar." },
  "/agente-ai": { title: "Agente de IA 24/7 por WhatsApp · Hogaria", description: "Un agente de IA que atiende a tus prospectos por WhatsApp las 24 horas y agenda visitas." },
  "/buscar-inmobiliarias": { title: "Buscar inmobiliarias en CDMX · Hogaria", description: "Inmobiliarias de la Ciudad de México por nombre y alcaldía, con sus propiedades publicadas." },
  "/login": { title: "Iniciar sesión · Hogaria", description: "Entra a tu cuenta de Hogaria." },
  "/register": { title: "Crear cuenta · Hogaria", description: "Crea tu cuenta de Hogaria para guardar favoritas o publicar propiedades." },
};

// The app's shell with the site's own description: for a page whose data could not be
// read right now (the app loads and retries it).
export function siteShellMeta(url: string, origin: string): PageMeta & { url: string; image: string } {
  return { title: SITE, description: STATIC_PAGES["/"].description, url, image: `${origin}${DEFAULT_IMAGE}` };
}

// Unknown paths still get the app (it shows the 404 page), with a 404 status for crawlers.
const NOT_FOUND: PageMeta = { title: "Página no encontrada · Hogaria", description: "La página que buscas no existe.", status: 404 };

export function metaForPath(pathname: string, origin: string): PageMeta & { url: string; image: string } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = STATIC_PAGES[path] ?? (isKnownAppPath(path) ? { title: SITE, description: STATIC_PAGES["/"].description } : NOT_FOUND);
  const jsonLd =
    path === "/"
      ? {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: SITE,
          url: origin,
          inLanguage: "es-MX",
          potentialAction: {
            "@type": "SearchAction",
            target: `${origin}/comprar?location={search_term_string}`,
            "query-input": "required name=search_term_string",
          },
        }
      : undefined;
  return { ...page, jsonLd, preload: path === "/" ? HOME_HERO : undefined, url: `${origin}${path}`, image: `${origin}${page.image ?? DEFAULT_IMAGE}` };
}

// Pages whose content depends on data (listings, boards) get their own metadata with
// their issues; until then they share the site's.
function isKnownAppPath(path: string): boolean {
  return /^\/(dashboard|publicar|mis-clientes|cliente\/[^/]+|t\/[^/]+|s\/[^/]+|sc\/[^/]+|p\/[^/]+|propiedad\/[^/]+|checkout\/[^/]+|checkout\/servicio\/[^/]+|forgot-password|reset-password|import-properties|bulk-import-images)$/.test(path);
}
