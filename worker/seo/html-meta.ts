import type { PageMeta } from "./page-meta";

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
// JSON-LD inside <script>: "</" must not close the element early.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

// Writes the page's title, description, canonical URL, Open Graph tags and JSON-LD into
// the app's index.html as it streams through.
export function withPageMeta(response: Response, meta: PageMeta & { url: string; image: string }, tileUrl = ""): Response {
  const tags = [
    // Map tiles are configured at run time (MAP_TILE_URL); the web app reads this tag.
    tileUrl ? `<meta name="hogaria:tiles" content="${escapeAttr(tileUrl)}">` : "",
    `<link rel="canonical" href="${escapeAttr(meta.url)}">`,
    `<meta property="og:site_name" content="Hogaria">`,
    `<meta property="og:locale" content="es_MX">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    `<meta property="og:url" content="${escapeAttr(meta.url)}">`,
    `<meta property="og:image" content="${escapeAttr(meta.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : "",
    ...(meta.preload ?? []).map(
      (p) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(p.href)}"${p.media ? ` media="${escapeAttr(p.media)}"` : ""}>`,
    ),
  ].join("");
  const rewritten = new HTMLRewriter()
    .on("title", { element: (el) => void el.setInnerContent(meta.title) })
    .on('meta[name="description"]', { element: (el) => void el.setAttribute("content", meta.description) })
    .on("head", { element: (el) => void el.append(tags, { html: true }) })
    .transform(response);
  const headers = new Headers(rewritten.headers);
  headers.delete("ETag");
  headers.delete("Content-Length");
  return new Response(rewritten.body, { status: meta.status ?? response.status, headers });
}
