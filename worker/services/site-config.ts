import type { SocialLinks, SocialNetwork } from "../../domain/contact/social-accounts";
import { TEST_WHATSAPP_BUSINESS_NUMBER } from "../../domain/contact/whatsapp";
import { dayInMexicoCity, yearInMexicoCity } from "../../domain/format/date";
import type { SiteConfig } from "../../domain/site-config";
import type { AppConfig } from "../env";

// Which worker variable holds each network's account.
const SOCIAL_VARIABLES: Record<SocialNetwork, keyof AppConfig> = {
  facebook: "SOCIAL_FACEBOOK_URL",
  instagram: "SOCIAL_INSTAGRAM_URL",
  x: "SOCIAL_X_URL",
  linkedin: "SOCIAL_LINKEDIN_URL",
  youtube: "SOCIAL_YOUTUBE_URL",
};

export function siteConfig(config: AppConfig, now = new Date()): SiteConfig {
  const social_links: SocialLinks = {};
  for (const [network, variable] of Object.entries(SOCIAL_VARIABLES) as [SocialNetwork, keyof AppConfig][]) {
    const url = config[variable];
    if (typeof url === "string" && url) social_links[network] = url;
  }
  return {
    whatsapp_business_number: config.WHATSAPP_BUSINESS_NUMBER,
    whatsapp_is_test_number: config.WHATSAPP_BUSINESS_NUMBER === TEST_WHATSAPP_BUSINESS_NUMBER,
    social_links,
    current_year: yearInMexicoCity(now),
    current_day: dayInMexicoCity(now),
  };
}
