import { Hono } from "hono";
import * as z from "zod";
import { idParamSchema, linkTokenSchema } from "../../domain/ids";
import { noStore } from "../middleware/no-store";
import { clonedPropertyFor, clonePhotoKey } from "../services/boards/cloned-properties";
import { ApiError } from "../middleware/errors";
import { LISTING_GONE } from "../../domain/properties/availability-messages";
import { photoFileSchema } from "../../domain/trust/share-reference";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/cloned-properties/:id: a board card's detail, for the agent who owns the board
// (session) or whoever holds the board's link (?token=).
export const clonedPropertiesRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get(
    "/:id",
    route({
      summary: "A board card's detail, for the board's agent (session) or whoever holds its link (?token=).",
      access: "public",
      owner: "link",
      input: { param: idParamSchema, query: z.object({ token: linkTokenSchema.optional() }) },
    }),
    async (c) => {
      const profile = await currentProfile(c);
      return c.json({
        data: await clonedPropertyFor(c.var.db, c.req.valid("param").id, { agentId: profile?.id, token: c.req.valid("query").token }),
      });
    },
  )
  // A card's photo by the clone's id (its stored path carries the listing's id).
  .get(
    "/:id/photos/:file",
    route({ summary: "A board card's photo.", access: "public", input: { param: idParamSchema.extend({ file: photoFileSchema }) } }),
    async (c) => {
      const { id, file } = c.req.valid("param");
      const key = await clonePhotoKey(c.var.db, id, file);
      const object = key ? await c.env.PHOTOS.get(key) : null;
      if (!object) throw new ApiError(404, "not_found", LISTING_GONE);
      const headers = new Headers();
      object.writeHttpMetadata(headers);
      headers.set("ETag", object.httpEtag);
      return new Response(object.body, { headers });
    },
  );
