// The origin mark: what a sheet an agent shares on Hogaria says about where it comes from, so
// a client can tell it from a cloned ad. The sheets themselves and the fraud guide that
// teaches clients to look for it read these words from here.
export const ORIGIN_MARK = {
  /** Over a shared listing (/s/…). */
  shared: (agentName: string) => `Compartido por ${agentName} · verificado por Hogaria`,
  /** Before the listing's id, the same id as in its page's address (/propiedad/{id}). */
  listingId: "ID de la propiedad",
  /** Beside the price of a property on a client's board (/sc/…). */
  boardCopy: "Ficha compartida por tu agente en Hogaria, tal como estaba cuando la eligió para ti.",
} as const;
