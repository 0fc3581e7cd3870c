import type { SiteConfig } from "@domain/site-config";
import { useQuery } from "@tanstack/react-query";
import { apiData } from "./api-client";
import { DEFAULT_WHATSAPP_BUSINESS_NUMBER } from "@domain/contact/whatsapp";
import { pageQueryKeys } from "@web/lib/page-query-keys";
import { API_READS } from "@domain/pages/shell-reads";

/** GET /api/config: settings the server keeps in its env (the business WhatsApp number, the social accounts) and its year. */
export async function fetchSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiData<SiteConfig>(API_READS.siteConfig, { signal, skipUnauthorizedHandler: true });
}

/** The site settings, read once per visit. */
export function useSiteConfig() {
  return useQuery({ queryKey: pageQueryKeys.siteConfig(), queryFn: ({ signal }) => fetchSiteConfig(signal), staleTime: Infinity });
}

/**
 * Hogaria's WhatsApp Business number as the server configures it; the built-in number
 * stands in while the settings load or if they cannot be read, so chat links always work.
 */
export function useWhatsappBusinessNumber(): string {
  const { data } = useSiteConfig();
  const digits = data?.whatsapp_business_number?.replace(/\D/g, "");
  return digits || DEFAULT_WHATSAPP_BUSINESS_NUMBER;
}
