import type { Bilingual, TextsLike } from "../i18n/bilingual";

// The origin mark: what a sheet an agent shares on Hogaria says about where it comes from, so
// a client can tell it from a cloned ad. The sheets themselves and the fraud guide that
// teaches clients to look for it read these words from here.
export const ORIGIN_MARK = {
  /** Over a shared listing (/s/…). */
  shared: (agentName: string) => `Compartido por ${agentName} · verificado por Hogaria`,
  /**
   * Before the share's reference (domain/trust/share-reference.ts): it names this link, not
   * the listing, so the sheet leads to no other advertiser; the client can read it to the
   * agent who sent it.
   */
  reference: "Referencia del enlace",
  /** Beside the price of a property on a client's board (/sc/…). */
  boardCopy: "Ficha compartida por tu agente en Hogaria, tal como estaba cuando la eligió para ti.",
} as const;

/** The origin mark's words on English pages (the fraud guide's example, English sheets). */
export const ORIGIN_MARK_EN: TextsLike<typeof ORIGIN_MARK> = {
  shared: (agentName: string) => `Shared by ${agentName} · verified by Hogaria`,
  reference: "Link reference",
  boardCopy: "Listing shared by your agent on Hogaria, exactly as it was when they chose it for you.",
};

export const ORIGIN_MARK_BY_LANG: Bilingual<TextsLike<typeof ORIGIN_MARK>> = { es: ORIGIN_MARK, en: ORIGIN_MARK_EN };
