import { PHOTO_LIMITS } from "../../../domain/listings/listing-limits";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import type { ZodError } from "zod";
import { COMMON_MESSAGES } from "../../../domain/errors/common-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import { fieldMessages } from "../../../domain/errors/field-messages";
import { imageDimensions } from "./image-dimensions";
import { stripImageMetadata } from "./image-strip";
import { sniffImageType, type PhotoFormat } from "./image-type";
import { photoCaptionSchema, photoRoomSchema } from "./photo-input";

const MiB = 1024 * 1024;
// The browser's thumbnail and medium are a few dozen KB each; this is each one's ceiling.
export const VARIANT_MAX_BYTES = MiB;
// The whole multipart body: the photo, its thumbnail and medium, two short fields and the
// boundaries.
export const UPLOAD_BODY_MAX = PHOTO_LIMITS.maxBytes + 2 * VARIANT_MAX_BYTES + MiB;

export type CheckedImage = { bytes: Uint8Array<ArrayBuffer>; format: PhotoFormat; width: number; height: number };
/** The medium is null when none came (a page loaded before it existed, an import by URL): pages then use the full size. */
export type PhotoUpload = {
  photo: CheckedImage;
  thumbnail: CheckedImage;
  medium: CheckedImage | null;
  caption: string | null;
  roomType: string | null;
};

const tooBig = () => new DomainError("photo_too_big", M.photoTooBig);

// Refused before a byte of the body is read: no length, or more than one photo can be.
export function checkUploadLength(contentLength: string | undefined): void {
  if (!contentLength || !/^\d+$/.test(contentLength) || Number(contentLength) > UPLOAD_BODY_MAX) throw tooBig();
}

// The multipart parts of POST /api/listings/:id/photos, each checked for what it really is.
export async function readPhotoForm(form: FormData): Promise<PhotoUpload> {
  const photo = form.get("photo");
  const thumbnail = form.get("thumbnail");
  const medium = form.get("medium");
  if (!isFile(photo)) throw new DomainError("photo_required", M.photoType, { photo: [M.photoType] });
  if (!isFile(thumbnail)) throw new DomainError("thumbnail_required", M.photoBroken, { thumbnail: [M.photoBroken] });
  if (photo.size > PHOTO_LIMITS.maxBytes || thumbnail.size > VARIANT_MAX_BYTES) throw tooBig();
  if (isFile(medium) && medium.size > VARIANT_MAX_BYTES) throw tooBig();

  const caption = photoCaptionSchema.safeParse(textField(form, "caption"));
  if (!caption.success) throw prefixed(caption.error, "caption");
  const room = photoRoomSchema.safeParse(textField(form, "room_type"));
  if (!room.success) throw prefixed(room.error, "room_type");

  const checkedPhoto = checkImage(new Uint8Array(await photo.arrayBuffer()), "photo");
  const checkedThumbnail = checkImage(new Uint8Array(await thumbnail.arrayBuffer()), "thumbnail");
  const checkedMedium = isFile(medium) ? checkImage(new Uint8Array(await medium.arrayBuffer()), "thumbnail") : null;
  return { photo: checkedPhoto, thumbnail: checkedThumbnail, medium: checkedMedium, caption: caption.data, roomType: room.data };
}

// The real type (magic bytes), the pixel size within the limits, and no location metadata.
export function checkImage(bytes: Uint8Array, part: "photo" | "thumbnail"): CheckedImage {
  const type = sniffImageType(bytes);
  if (type === "heic") throw new DomainError("photo_heic", M.photoHeic);
  if (!type) throw new DomainError("photo_type", M.photoType);
  const size = imageDimensions(bytes, type);
  if (!size) throw new DomainError("photo_broken", M.photoBroken);
  if (part === "photo" && Math.min(size.width, size.height) < PHOTO_LIMITS.minSide) {
    throw new DomainError("photo_too_small", M.photoTooSmall);
  }
  if (Math.max(size.width, size.height) > PHOTO_LIMITS.maxSide) throw new DomainError("photo_too_large", M.photoTooLarge);
  const stripped = stripImageMetadata(bytes, type);
  if (!stripped) throw new DomainError("photo_broken", M.photoBroken);
  return { bytes: stripped, format: type, ...size };
}

const isFile = (value: File | string | null): value is File => value !== null && typeof value !== "string";

function textField(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

// A part's refusal, with its messages under the part's name.
function prefixed(error: ZodError, field: string): DomainError {
  const message = error.issues[0]?.message ?? COMMON_MESSAGES.invalidInput;
  return new DomainError("validation_error", message, { [field]: Object.values(fieldMessages(error)).flat() });
}
