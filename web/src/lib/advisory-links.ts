import { useCallback } from "react";
import { advisoryMessage, whatsappChatUrl } from "./whatsapp";
import { useWhatsappBusinessNumber } from "./site-config";

/**
 * Advisory chats tagged with where they started (on /servicios every link opens a
 * chat with a prefilled message about the service, tagged by source). wa.me passes only
 * the text on, so the tag travels in it, where the advisor sees it and it shows in the URL:
 * 'Quiero asesoría gratis de Hogaria sobre: Renta Segura [origen: servicios-tarjeta-renta-segura]'.
 */
export type AdvisorySource = string;

/** The prefilled text: the advisory message (with the topic, if any) and ' [origen: {source}]'. */
export function taggedAdvisoryMessage(topic: string | undefined, source: AdvisorySource): string {
  const tag = source.trim();
  return tag ? `${advisoryMessage(topic)} [origen: ${tag}]` : advisoryMessage(topic);
}

/** https://wa.me/{number}?text=… for a topic (or none) from a source. */
export function advisoryLink({ topic, source, number }: { topic?: string; source: AdvisorySource; number: string }): string {
  return whatsappChatUrl(taggedAdvisoryMessage(topic, source), number);
}

/** Builds advisory links with the business number from GET /api/config (no href until it is known). */
export function useAdvisoryLink(): (topic: string | undefined, source: AdvisorySource) => string | undefined {
  const number = useWhatsappBusinessNumber();
  return useCallback((topic, source) => (number ? advisoryLink({ topic, source, number }) : undefined), [number]);
}
