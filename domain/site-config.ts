// GET /api/config, and the same settings in a server-rendered page's state: what the
// server keeps in its environment and the web app needs at run time. (The map tiles are
// not here: the page's head carries them, see domain/pages/page-document.ts.)
import type { SocialLinks } from "./contact/social-accounts";

export type SiteConfig = {
  whatsapp_business_number: string;
  /** Outside production without WHATSAPP_BUSINESS_NUMBER: the number is the fake test one (the pages say so). */
  whatsapp_is_test_number: boolean;
  /** Hogaria's social accounts (SOCIAL_*_URL), https only. */
  social_links: SocialLinks;
  /** The year on the server's clock: a page rendered on the server and hydrated shows the same footer. */
  current_year: number;
  /** The day on the server's clock in Mexico City ("2026-11-28"): "Actualizada hace N días" hydrates as the worker wrote it. */
  current_day: string;
};
