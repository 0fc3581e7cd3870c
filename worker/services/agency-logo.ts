import { AGENCY_MESSAGES, AGENCY_PROFILE_LIMITS } from "../../domain/agencies/agency-profile";
import { DomainError } from "../../domain/errors/domain-error";
import { PHOTO_FORMATS } from "./listing-photos/image-type";
import { contentHash, mediaUrl } from "./listing-photos/photo-storage";
import { checkImage, type CheckedImage } from "./listing-photos/upload-form";

// An agency's logo: the listing photos' checks (the real type from the bytes, HEIC refused,
// the pixel size, metadata stripped; a logo may be small, so it is checked as a thumbnail),
// stored content-addressed under agencies/{id}/ in R2 and served from /media/.

export const agencyLogoFolder = (agencyId: string) => `agencies/${agencyId.toLowerCase().replace(/[^a-z0-9_-]/g, "-")}/`;

/** The form's logo part checked: at most 2 MB and a real JPEG, PNG or WebP. */
export async function checkAgencyLogo(part: File): Promise<CheckedImage> {
  if (part.size > AGENCY_PROFILE_LIMITS.logoMaxBytes)
    throw new DomainError("photo_too_big", AGENCY_MESSAGES.logoTooBig, { logo: [AGENCY_MESSAGES.logoTooBig] });
  return checkImage(new Uint8Array(await part.arrayBuffer()), "thumbnail");
}

/** Stores a checked logo; answers its /media/ URL and its key. */
export async function storeAgencyLogo(bucket: R2Bucket, agencyId: string, logo: CheckedImage): Promise<{ url: string; key: string }> {
  const key = `${agencyLogoFolder(agencyId)}${await contentHash(logo.bytes)}.${PHOTO_FORMATS[logo.format].extension}`;
  await bucket.put(key, logo.bytes, { httpMetadata: { contentType: PHOTO_FORMATS[logo.format].contentType } });
  return { url: mediaUrl(key), key };
}
