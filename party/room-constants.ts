// What a board page needs from the room's contract at run time. Kept apart from the zod
// schemas of protocol.ts (the page imports only their types), so the board pages load no
// validator.

// The party of every board room: /parties/board-room/{boardId} (PartySocket's `party`; the
// BoardRoom binding in kebab case, as partyserver names it).
export const BOARD_ROOM_PARTY = "board-room";

// A move neither acknowledged nor rejected within this time is put back.
export const MOVE_TIMEOUT_MS = 5000;

// What the mover reads when a move is put back (rejected, timed out or made offline), in the page's language.
export const MOVE_FAILED_MESSAGE = {
  es: { title: "Error", description: "No se pudo actualizar el estado" },
  en: { title: "Error", description: "The card could not be moved" },
} as const;
