// GET /api/config, and the same settings in a server-rendered page's state: what the
// server keeps in its environment and the web app needs at run time. (The map tiles are
// not here: the page's head carries them, see domain/pages/page-document.ts.)
export type SiteConfig = { whatsapp_business_number: string };
