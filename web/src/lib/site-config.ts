import type { SiteConfig } from "@domain/site-config";
import { useQuery } from "@tanstack/react-query";
import { apiData } from "./api-client";
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
 * Hogaria's WhatsApp Business number as the server configures it; undefined until the
 * settings arrive (a chat link waits for it rather than open a made-up number).
 */
export function useWhatsappBusinessNumber(): string | undefined {
  const { data } = useSiteConfig();
  return data?.whatsapp_business_number?.replace(/\D/g, "") || undefined;
}

/** True when the server has no WHATSAPP_BUSINESS_NUMBER (outside production): the chats open the fake test number. */
export function useWhatsappIsTestNumber(): boolean {
  return useSiteConfig().data?.whatsapp_is_test_number === true;
}
