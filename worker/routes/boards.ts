import { Hono } from "hono";
import * as z from "zod";
import { noStore } from "../middleware/no-store";
import { closeBoardRoom, refreshBoardRooms } from "../services/board-rooms";
import { boardForList, migrateList } from "../services/boards/list-boards";
import { deleteBoard } from "../services/boards/board-deletion";
import { regenerateBoardLink, revokeBoardLink, setShowAgentContact } from "../services/boards/board-link";
import type { AppEnv } from "../types";
import { recordIdSchema } from "../../domain/ids";
import { route } from "../route-declaration/route";

const id = recordIdSchema;
const listBody = z.object({ listId: id });
const listParam = z.object({ listId: id });
const boardParam = z.object({ boardId: id });

// Client boards, for the agent who owns them.
export const boardsRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .post("/migrate", route({ summary: "Makes a client list a board.", access: "agent", owner: "agent", input: { json: listBody } }), async (c) => {
    const result = await migrateList(c.var.db, c.var.user.id, c.req.valid("json").listId);
    if (result.migratedProperties > 0) c.executionCtx.waitUntil(refreshBoardRooms(c.env, [result.boardId], c.var.origin));
    return c.json({ data: result });
  })
  .get(
    "/by-list/:listId",
    route({ summary: "The board of a client list.", access: "agent", owner: "agent", input: { param: listParam } }),
    async (c) => c.json({ data: await boardForList(c.var.db, c.var.user.id, c.req.valid("param").listId, c.var.origin) }),
  )
  .post(
    "/:boardId/share",
    route({ summary: "A new link to the board (the old one stops working).", access: "agent", owner: "agent", input: { param: boardParam } }),
    async (c) => {
      const { boardId } = c.req.valid("param");
      const link = await regenerateBoardLink(c.var.db, c.var.user.id, boardId, c.var.origin);
      // The old link stops working now, also for a client who is on the board.
      c.executionCtx.waitUntil(closeBoardRoom(c.env, boardId, "client"));
      return c.json({ data: link });
    },
  )
  .delete(
    "/:boardId/share",
    route({ summary: "Revokes the board's link.", access: "agent", owner: "agent", input: { param: boardParam } }),
    async (c) => {
      const { boardId } = c.req.valid("param");
      await revokeBoardLink(c.var.db, c.var.user.id, boardId);
      c.executionCtx.waitUntil(closeBoardRoom(c.env, boardId, "client"));
      return c.body(null, 204);
    },
  )
  .patch(
    "/:boardId",
    route({
      summary: "Whether the board shows the agent's contact.",
      access: "agent",
      owner: "agent",
      input: { param: boardParam, json: z.object({ show_agent_contact: z.boolean() }) },
    }),
    async (c) => {
      await setShowAgentContact(c.var.db, c.var.user.id, c.req.valid("param").boardId, c.req.valid("json").show_agent_contact);
      return c.json({ data: { ok: true } });
    },
  )
  .delete("/:boardId", route({ summary: "Deletes a board.", access: "agent", owner: "agent", input: { param: boardParam } }), async (c) => {
    const { boardId } = c.req.valid("param");
    await deleteBoard(c.var.db, c.var.user.id, boardId);
    c.executionCtx.waitUntil(closeBoardRoom(c.env, boardId, "all"));
    return c.body(null, 204);
  });
