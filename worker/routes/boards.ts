import { Hono } from "hono";
import { z } from "zod";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { closeBoardRoom, refreshBoardRooms } from "../services/board-rooms";
import { requireAgent, requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import {
  boardByToken,
  boardForList,
  boardView,
  clonedPropertyFor,
  deleteBoard,
  migrateList,
  regenerateBoardLink,
  revokeBoardLink,
  setShowAgentContact,
} from "../services/boards";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";
import { linkTokenSchema, recordIdSchema } from "../../domain/ids";
import { LINK_GONE } from "../../domain/properties/availability-messages";

const id = recordIdSchema;
const token = linkTokenSchema;

// Client boards, for the agent who owns them.
export const boardsRoutes = new Hono<AppEnv>()
  .use("*", requireUser, requireAgent, noStore)
  .post("/migrate", validate("json", z.object({ listId: id })), async (c) => {
    const result = await migrateList(c.var.db, c.var.user.id, c.req.valid("json").listId);
    if (result.migratedProperties > 0) c.executionCtx.waitUntil(refreshBoardRooms(c.env, [result.boardId], c.var.origin));
    return c.json({ data: result });
  })
  .get("/by-list/:listId", validate("param", z.object({ listId: id })), async (c) =>
    c.json({ data: await boardForList(c.var.db, c.var.user.id, c.req.valid("param").listId, c.var.origin) }),
  )
  .post("/:boardId/share", validate("param", z.object({ boardId: id })), async (c) => {
    const { boardId } = c.req.valid("param");
    const link = await regenerateBoardLink(c.var.db, c.var.user.id, boardId, c.var.origin);
    // The old link stops working now, also for a client who is on the board.
    c.executionCtx.waitUntil(closeBoardRoom(c.env, boardId, "client"));
    return c.json({ data: link });
  })
  .delete("/:boardId/share", validate("param", z.object({ boardId: id })), async (c) => {
    const { boardId } = c.req.valid("param");
    await revokeBoardLink(c.var.db, c.var.user.id, boardId);
    c.executionCtx.waitUntil(closeBoardRoom(c.env, boardId, "client"));
    return c.body(null, 204);
  })
  .patch("/:boardId", validate("param", z.object({ boardId: id })), validate("json", z.object({ show_agent_contact: z.boolean() })), async (c) => {
    await setShowAgentContact(c.var.db, c.var.user.id, c.req.valid("param").boardId, c.req.valid("json").show_agent_contact);
    return c.json({ data: { ok: true } });
  })
  .delete("/:boardId", validate("param", z.object({ boardId: id })), async (c) => {
    const { boardId } = c.req.valid("param");
    await deleteBoard(c.var.db, c.var.user.id, boardId);
    c.executionCtx.waitUntil(closeBoardRoom(c.env, boardId, "all"));
    return c.body(null, 204);
  });

// What a client with the board's link sees, without signing in.
export const publicBoardsRoutes = new Hono<AppEnv>().use("*", noStore).get("/:token", validate("param", z.object({ token })), async (c) => {
  const board = await boardByToken(c.var.db, c.req.valid("param").token);
  if (!board) throw new ApiError(404, "not_found", LINK_GONE);
  return c.json({ data: await boardView(c.var.db, board, c.var.origin, false) });
});

export const clonedPropertiesRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/:id", validate("param", z.object({ id })), validate("query", z.object({ token: linkTokenSchema.optional() })), async (c) => {
    const profile = await currentProfile(c);
    return c.json({ data: await clonedPropertyFor(c.var.db, c.req.valid("param").id, { agentId: profile?.id, token: c.req.valid("query").token }) });
  });
