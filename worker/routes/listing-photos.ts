import { Hono, type Context } from "hono";
import * as z from "zod";
import { LISTING_MESSAGES as M } from "../../domain/listings/listing-messages";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { addListingPhoto, assertRoomForPhoto } from "../services/listing-photos/add-photo";
import { readBoundedBody } from "../services/listing-photos/bounded-body";
import { deleteListingPhoto } from "../services/listing-photos/delete-photo";
import { requirePhotoEditableListing } from "../services/listing-photos/editable-listing";
import { updateListingPhotos } from "../services/listing-photos/edit-photos";
import { listListingPhotos } from "../services/listing-photos/list-photos";
import { photoIdSchema, updatePhotosSchema } from "../services/listing-photos/photo-input";
import { checkUploadLength, readPhotoForm, UPLOAD_BODY_MAX } from "../services/listing-photos/upload-form";
import { enqueuePhotoFingerprint } from "../services/photo-fingerprints/enqueue";
import { requireManageableListing } from "../services/listings/manageable-listing";
import { gatePhotoChange } from "../services/listing-integrity/photo-gate";
import { notifyListingHeld } from "../services/listing-reports/advertiser-holds";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

const listingParam = z.object({ id: photoIdSchema });

// A listing in search whose photos changed (a new one, another main one) is checked again:
// held while the new photo waits for its fingerprint, or for the operator when it copies
// another advertiser's listing (its advertiser is then e-mailed why).
async function checkPhotosAfterChange(c: Context<AppEnv>, listingId: string) {
  const held = await gatePhotoChange(c.var.db, listingId);
  if (held === "fotos_copiadas") c.executionCtx.waitUntil(notifyListingHeld(c.var.db, c.var.config, c.var.origin, listingId, held));
}
const photoParam = z.object({ id: photoIdSchema, photoId: photoIdSchema });

// /api/listings/:id/photos: a listing's photos, for its agent or the owner of its agency.
export const listingPhotosRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "A listing's photos.", access: "agent", owner: "agent", input: { param: listingParam } }), async (c) => {
    const { id } = c.req.valid("param");
    await requireManageableListing(c.var.db, c.var.user, id);
    return c.json({ data: await listListingPhotos(c.var.db, id) });
  })
  // multipart/form-data: photo, thumbnail, caption?, room_type?
  .post(
    "/",
    route({
      summary: "Uploads a photo.",
      access: "agent",
      owner: "agent",
      input: { param: listingParam },
      body: "multipart/form-data: photo, thumbnail, caption?, room_type?",
    }),
    async (c) => {
      checkUploadLength(c.req.header("content-length"));
      const listing = await requirePhotoEditableListing(c.var.db, c.var.user, c.req.valid("param").id);
      await assertRoomForPhoto(c.var.db, listing.id);
      const contentType = c.req.header("content-type") ?? "";
      if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ApiError(415, "photo_type", M.photoType);
      const body = await readBoundedBody(c.req.raw.body, UPLOAD_BODY_MAX);
      if (!body) throw new ApiError(413, "photo_too_big", M.photoTooBig);
      const form = await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => {
        throw new ApiError(400, "photo_broken", M.photoBroken);
      });
      const upload = await readPhotoForm(form);
      const added = await addListingPhoto(c.var.db, c.env.PHOTOS, listing, upload);
      await enqueuePhotoFingerprint(c.env.PHOTO_FINGERPRINTS, { id: added.id, propertyId: listing.id });
      if (listing.live) await checkPhotosAfterChange(c, listing.id);
      return c.json({ data: added }, 201);
    },
  )
  .patch(
    "/",
    route({
      summary: "Reorders the photos, the main one, captions.",
      access: "agent",
      owner: "agent",
      input: { param: listingParam, json: updatePhotosSchema },
    }),
    async (c) => {
      const listing = await requirePhotoEditableListing(c.var.db, c.var.user, c.req.valid("param").id);
      const input = c.req.valid("json");
      const photos = await updateListingPhotos(c.var.db, listing, input);
      if (listing.live && input.main_id) await checkPhotosAfterChange(c, listing.id);
      return c.json({ data: photos });
    },
  )
  .delete("/:photoId", route({ summary: "Deletes a photo.", access: "agent", owner: "agent", input: { param: photoParam } }), async (c) => {
    const { id, photoId } = c.req.valid("param");
    const listing = await requirePhotoEditableListing(c.var.db, c.var.user, id);
    await deleteListingPhoto(c.var.db, c.env.PHOTOS, listing, photoId);
    return c.body(null, 204);
  });
