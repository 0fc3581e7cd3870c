import { Hono } from "hono";
import { tokenParamSchema } from "../../domain/ids";
import { LINK_GONE } from "../../domain/properties/availability-messages";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { boardByToken } from "../services/boards/board-rows";
import { boardView } from "../services/boards/board-view";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/public-boards/:token: what a client with the board's link sees, without signing in.
export const publicBoardsRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get(
    "/:token",
    route({ summary: "What a client with the board's link sees.", access: "public", owner: "link", input: { param: tokenParamSchema } }),
    async (c) => {
      const board = await boardByToken(c.var.db, c.req.valid("param").token);
      if (!board) throw new ApiError(404, "not_found", LINK_GONE);
      return c.json({ data: await boardView(c.var.db, board, c.var.origin, false) });
    },
  );
