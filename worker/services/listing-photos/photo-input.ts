import * as z from "zod";
import { PHOTO_LIMITS } from "../../../domain/listings/listing-limits";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import { PHOTO_ROOMS } from "../../../domain/listings/my-listing";
import { keepText } from "../../../domain/text/kept-text";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../../../domain/text/characters";
import { recordIdSchema } from "../../../domain/ids";

export const photoIdSchema = recordIdSchema;

// A caption, kept as written (kept-text.ts): at most captionMax characters; empty means none.
export const photoCaptionSchema = z
  .string({ error: M.photoCaption })
  .max(PHOTO_LIMITS.captionMax * 4, M.photoCaption)
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
  .transform(keepText)
  .pipe(z.string().max(PHOTO_LIMITS.captionMax, M.photoCaption))
  .nullable()
  .transform((v) => v || null);

export const photoRoomSchema = z.enum(PHOTO_ROOMS, { error: M.photoRoom }).nullable();

// PATCH /api/listings/:id/photos
export const updatePhotosSchema = z.object({
  order: z.array(photoIdSchema).max(PHOTO_LIMITS.maxPhotos).optional(),
  main_id: photoIdSchema.optional(),
  captions: z
    .array(z.object({ id: photoIdSchema, caption: photoCaptionSchema, room_type: photoRoomSchema }))
    .max(PHOTO_LIMITS.maxPhotos)
    .optional(),
});
export type UpdatePhotosInput = z.infer<typeof updatePhotosSchema>;

// The alt text buyers' screen readers hear: the caption, else the room, else the title.
export const photoAlt = (caption: string | null, roomType: string | null, title: string): string => caption || roomType || title;
