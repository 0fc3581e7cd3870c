import { Hono } from "hono";
import { tokenParamSchema } from "../../domain/ids";
import { LINK_GONE } from "../../domain/properties/availability-messages";
import { photoFileSchema } from "../../domain/trust/share-reference";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { rateLimit } from "../middleware/rate-limit";
import { getSharedContact, getSharedProperty, revokeShare, sharedPhoto } from "../services/property-shares";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// /api/shares/:token: a listing as an agent shared it (/s/…), its agent's phone on click,
// and the agent revoking the link.
export const sharesRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get(
    "/:token",
    route({ summary: "A listing as an agent shared it (/s/).", access: "public", owner: "link", input: { param: tokenParamSchema } }),
    async (c) => c.json({ data: await getSharedProperty(c.var.db, c.req.valid("param").token) }),
  )
  // The shared listing's photos, by the share (their stored paths carry the listing's id).
  .get(
    "/:token/photos/:file",
    route({
      summary: "The shared listing's photos.",
      access: "public",
      owner: "link",
      input: { param: tokenParamSchema.extend({ file: photoFileSchema }) },
    }),
    async (c) => {
      const { token, file } = c.req.valid("param");
      const key = await sharedPhoto(c.var.db, token, file);
      const object = key ? await c.env.PHOTOS.get(key) : null;
      if (!object) throw new ApiError(404, "not_found", LINK_GONE);
      const headers = new Headers();
      object.writeHttpMetadata(headers);
      headers.set("ETag", object.httpEtag);
      return new Response(object.body, { headers });
    },
  )
  .post(
    "/:token/contact",
    rateLimit("contact", "CONTACT_RATE_LIMITER"),
    route({ summary: "The sharing agent's phone, on click.", access: "public", owner: "link", input: { param: tokenParamSchema } }),
    async (c) => c.json({ data: await getSharedContact(c.var.db, c.req.valid("param").token) }),
  )
  .delete(
    "/:token",
    route({ summary: "The agent revokes the link.", access: "signed-in", owner: "user", input: { param: tokenParamSchema } }),
    async (c) => {
      await revokeShare(c.var.db, c.var.user.id, c.req.valid("param").token);
      return c.body(null, 204);
    },
  );
