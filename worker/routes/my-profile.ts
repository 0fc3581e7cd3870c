import { Hono } from "hono";
import {
  DELETE_CONFIRM_WORD,
  deleteAccountSchema,
  licenseSchema,
  myProfileSchema,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
} from "../../domain/profile/my-profile";
import { LISTING_MESSAGES as M } from "../../domain/listings/listing-messages";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { accountRateLimit } from "../middleware/rate-limit";
import { readBoundedBody } from "../services/listing-photos/bounded-body";
import { PHOTO_FORMATS } from "../services/listing-photos/image-type";
import { contentHash, mediaUrl } from "../services/listing-photos/photo-storage";
import { checkImage } from "../services/listing-photos/upload-form";
import { deleteAccount, passwordHashOf } from "../services/profile/account-deletion";
import { getMyProfile, requestLicense, setAvatar, updateMyProfile } from "../services/profile/my-profile";
import { authFor } from "../services/session";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// The multipart body: the photo and its boundaries.
const AVATAR_BODY_MAX = PROFILE_LIMITS.avatarMaxBytes + 16 * 1024;
const avatarTooBig = () => new ApiError(413, "photo_too_big", PROFILE_MESSAGES.avatarTooBig);

// /api/my-profile: "Mi perfil", always the caller's own (there is no id to point at someone
// else's). The role decides which parts it may change (domain/profile/my-profile.ts).
export const myProfileRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: '"Mi perfil", the caller\'s own.', access: "signed-in" }), async (c) =>
    c.json({ data: await getMyProfile(c.var.db, c.var.user) }),
  )
  .put("/", route({ summary: 'Saves "Mi perfil" (what the role may change).', access: "signed-in", input: { json: myProfileSchema } }), async (c) =>
    c.json({ data: await updateMyProfile(c.var.db, c.var.user, c.req.valid("json")) }),
  )
  .post("/license", route({ summary: "Asks for the license's check (agents).", access: "signed-in", input: { json: licenseSchema } }), async (c) =>
    c.json({ data: await requestLicense(c.var.db, c.var.user, c.req.valid("json")) }, 201),
  )
  // multipart/form-data: avatar. The agency logo's checks: the length before reading, the
  // real type from the bytes (HEIC refused), metadata stripped; a content-addressed name in
  // the person's own folder, so the photo it replaces can go.
  .post("/avatar", route({ summary: "Replaces the caller's photo.", access: "signed-in", body: "multipart/form-data: avatar" }), async (c) => {
    const length = c.req.header("content-length");
    if (!length || !/^\d+$/.test(length) || Number(length) > AVATAR_BODY_MAX) throw avatarTooBig();
    const contentType = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ApiError(415, "photo_type", M.photoType);
    const body = await readBoundedBody(c.req.raw.body, AVATAR_BODY_MAX);
    if (!body) throw avatarTooBig();
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => {
      throw new ApiError(400, "photo_broken", M.photoBroken);
    });
    const file = form.get("avatar");
    if (file === null || typeof file === "string") throw new ApiError(400, "photo_required", M.photoType);
    if (file.size > PROFILE_LIMITS.avatarMaxBytes) throw avatarTooBig();
    const photo = checkImage(new Uint8Array(await file.arrayBuffer()), "thumbnail");
    const folder = `users/${c.var.user.id.toLowerCase().replace(/[^a-z0-9_-]/g, "-")}/`;
    const key = `${folder}${await contentHash(photo.bytes)}.${PHOTO_FORMATS[photo.format].extension}`;
    await c.env.PHOTOS.put(key, photo.bytes, { httpMetadata: { contentType: PHOTO_FORMATS[photo.format].contentType } });
    const replaced = await setAvatar(c.var.db, c.var.user.id, mediaUrl(key));
    if (replaced && replaced !== mediaUrl(key) && replaced.startsWith(mediaUrl(folder)))
      await c.env.PHOTOS.delete(replaced.slice(mediaUrl("").length));
    return c.json({ data: { avatar: mediaUrl(key) } }, 201);
  })
  // Deleting the account: the password confirms it (an account without one, from Google,
  // types BORRAR). What goes and what stays is domain/profile/account-deletion.ts.
  .delete(
    "/",
    route({
      summary: "Deletes the account (its password, or BORRAR, confirms it).",
      access: "signed-in",
      limits: [accountRateLimit("delete-account", (c) => c.var.user.id)],
      input: { json: deleteAccountSchema },
    }),
    async (c) => {
      const { password, confirm } = c.req.valid("json");
      const hash = await passwordHashOf(c.var.db, c.var.user.id);
      if (hash) {
        if (!password) throw new ApiError(400, "validation_error", PROFILE_MESSAGES.deletePassword, { password: [PROFILE_MESSAGES.deletePassword] });
        const auth = await authFor(c).$context;
        if (!(await auth.password.verify({ hash, password })))
          throw new ApiError(400, "invalid_password", PROFILE_MESSAGES.deleteWrongPassword, { password: [PROFILE_MESSAGES.deleteWrongPassword] });
      } else if (confirm !== DELETE_CONFIRM_WORD) {
        throw new ApiError(400, "validation_error", PROFILE_MESSAGES.deleteConfirm, { confirm: [PROFILE_MESSAGES.deleteConfirm] });
      }
      // Signed out first, so the browser's session cookies are cleared as on "Cerrar sesión".
      const signOut = await authFor(c).api.signOut({ headers: c.req.raw.headers, asResponse: true });
      const keys = await deleteAccount(c.var.db, c.var.user.id);
      if (keys.length) c.executionCtx.waitUntil(c.env.PHOTOS.delete(keys));
      const res = c.body(null, 204);
      for (const cookie of signOut.headers.getSetCookie()) res.headers.append("Set-Cookie", cookie);
      return res;
    },
  );
