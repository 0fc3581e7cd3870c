import { Hono } from "hono";
import { AGENCY_MESSAGES, AGENCY_PROFILE_LIMITS, agencyProfileSchema } from "../../domain/agencies/agency-profile";
import { LISTING_MESSAGES as M } from "../../domain/listings/listing-messages";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { getAgencyProfile, requireOwnedAgency, setAgencyLogo, updateAgencyProfile } from "../services/agency-profile";
import { readBoundedBody } from "../services/listing-photos/bounded-body";
import { PHOTO_FORMATS } from "../services/listing-photos/image-type";
import { contentHash, mediaUrl } from "../services/listing-photos/photo-storage";
import { checkImage } from "../services/listing-photos/upload-form";
import type { AppEnv } from "../types";

// The multipart body: the logo and its boundaries.
const LOGO_BODY_MAX = AGENCY_PROFILE_LIMITS.logoMaxBytes + 16 * 1024;
const logoTooBig = () => new ApiError(413, "photo_too_big", AGENCY_MESSAGES.logoTooBig);

// /api/my-agency: the agency its owner (role inmobiliaria) edits in the dashboard's
// "Perfil de la inmobiliaria". Anyone without an agency of their own gets a 404.
export const myAgencyRoutes = new Hono<AppEnv>()
  .use("*", requireUser, noStore)
  .get("/", async (c) => c.json({ data: await getAgencyProfile(c.var.db, c.var.user.id) }))
  .put("/", validate("json", agencyProfileSchema), async (c) =>
    c.json({ data: await updateAgencyProfile(c.var.db, c.var.user.id, c.req.valid("json")) }),
  )
  // multipart/form-data: logo. The same checks as a listing's photo: the length before
  // reading, the real type from the bytes (HEIC refused), the pixel size, metadata stripped;
  // stored under a content-addressed name.
  .post("/logo", async (c) => {
    const length = c.req.header("content-length");
    if (!length || !/^\d+$/.test(length) || Number(length) > LOGO_BODY_MAX) throw logoTooBig();
    const agency = await requireOwnedAgency(c.var.db, c.var.user.id);
    const contentType = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ApiError(415, "photo_type", M.photoType);
    const body = await readBoundedBody(c.req.raw.body, LOGO_BODY_MAX);
    if (!body) throw logoTooBig();
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => {
      throw new ApiError(400, "photo_broken", M.photoBroken);
    });
    const file = form.get("logo");
    if (file === null || typeof file === "string") throw new ApiError(400, "photo_required", M.photoType);
    if (file.size > AGENCY_PROFILE_LIMITS.logoMaxBytes) throw logoTooBig();
    // A logo may be small: the photo's minimum side does not apply (checked as a thumbnail).
    const logo = checkImage(new Uint8Array(await file.arrayBuffer()), "thumbnail");
    const folder = `agencies/${agency.id.toLowerCase().replace(/[^a-z0-9_-]/g, "-")}/`;
    const key = `${folder}${await contentHash(logo.bytes)}.${PHOTO_FORMATS[logo.format].extension}`;
    await c.env.PHOTOS.put(key, logo.bytes, { httpMetadata: { contentType: PHOTO_FORMATS[logo.format].contentType } });
    const replaced = await setAgencyLogo(c.var.db, agency.id, mediaUrl(key));
    // The logo it replaced is only this agency's (its folder): its file goes. The same bytes
    // again are the same name, and a logo from elsewhere (the demo's) is not ours to delete.
    if (replaced && replaced !== mediaUrl(key) && replaced.startsWith(mediaUrl(folder)))
      await c.env.PHOTOS.delete(replaced.slice(mediaUrl("").length));
    return c.json({ data: { logo_url: mediaUrl(key) } }, 201);
  });
