import * as z from "zod";
import { BOARD_STATUSES, type BoardItem, type BoardView } from "../domain/boards/board";
import { ID_MAX_LENGTH } from "../domain/ids";

// The contract between a client board page, the worker and the board's BoardRoom: who is
// viewing and the messages both ways, as zod schemas with their types. The room parses
// what it receives with them; the board pages import only the types (the values they need
// are in room-constants.ts). The room is the authority: a move is applied in the room's
// order, written to libSQL, acknowledged to the sender and broadcast to everybody else.

// The worker authorises a connection (the owning agent's session or the board's live
// link) and tells the room who it is in this header; it sets the header on every request
// it lets through, so a value sent by the client never reaches the room.
export const VIEWER_HEADER = "x-hogaria-viewer";

const VIEWER_KINDS = ["agent", "client"] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];
const viewerIdentitySchema = z.object({ kind: z.enum(VIEWER_KINDS), name: z.string() });
// Who the worker let in.
export type ViewerIdentity = z.infer<typeof viewerIdentitySchema>;
// One screen on the board: who, on which connection.
const viewerSchema = viewerIdentitySchema.extend({ connectionId: z.string() });
export type Viewer = z.infer<typeof viewerSchema>;

export function viewerHeaderValue(viewer: ViewerIdentity): string {
  return encodeURIComponent(JSON.stringify(viewer));
}

export function viewerFromHeader(header: string | null): ViewerIdentity | null {
  if (!header) return null;
  try {
    const parsed = viewerIdentitySchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// What a screen sends: one card to a column and position, nothing else. Who moved is the
// connection's viewer as the worker let it in; a message that also says who sent it (a
// name, a `by`) is refused whole rather than trusted or quietly trimmed.
export const clientMessageSchema = z
  .object({
    type: z.literal("move"),
    requestId: z.string().min(1).max(100),
    itemId: z.string().min(1).max(ID_MAX_LENGTH),
    status: z.enum(BOARD_STATUSES),
    position: z.number().finite(),
  })
  .strict();
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// The board and its cards are the domain's shapes, built by the board service from the
// database; this contract checks the envelope around them.
const boardView = z.custom<BoardView>((v) => isObject(v) && isObject(v.board) && Array.isArray(v.items));
const boardItem = z.custom<BoardItem>((v) => isObject(v) && typeof v.id === "string" && BOARD_STATUSES.includes(v.status as never));

const REJECT_REASONS = ["invalid", "rate_limited", "not_found", "save_failed"] as const;

export const serverMessageSchema = z.discriminatedUnion("type", [
  // On connect and reconnect: the whole board, so a screen is never stale.
  z.object({ type: z.literal("snapshot"), view: boardView, viewers: z.array(viewerSchema) }),
  z.object({ type: z.literal("ack"), requestId: z.string(), item: boardItem }),
  // The sender rolls back to `item` (when known) and shows MOVE_FAILED_MESSAGE (room-constants.ts).
  z.object({ type: z.literal("reject"), requestId: z.string(), itemId: z.string(), reason: z.enum(REJECT_REASONS), item: boardItem.nullable() }),
  // To everybody but the sender: the card as saved, the column it left, and who moved it
  // (the sender's viewer as the worker let it in: the agent's account name, or the board's
  // client name for its link), so each screen can say "Mariana movió … a Me gustaron".
  z.object({ type: z.literal("moved"), item: boardItem, from: z.enum(BOARD_STATUSES), by: viewerSchema }),
  z.object({ type: z.literal("presence"), viewers: z.array(viewerSchema) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
