import type { SiteConfig } from "../../domain/site-config";
import type { AppConfig } from "../env";

export function siteConfig(config: AppConfig): SiteConfig {
  return { whatsapp_business_number: config.WHATSAPP_BUSINESS_NUMBER };
}
