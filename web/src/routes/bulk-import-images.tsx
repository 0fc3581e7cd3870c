import { RequireAuth } from "@web/components/require-auth";
import { ApiError } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import { BulkImportPage } from "@web/features/bulk-import-images/components/bulk-import-page";
import type { PhotoPipeline } from "@web/features/bulk-import-images/photo-pipeline";
import { isRetryable, uploadListingPhoto } from "@web/features/listing-photos/api/listing-photos";
import { PHOTO_ACCEPT } from "@web/features/listing-photos/photo-files";
import { preparePhoto, PhotoRefusal } from "@web/features/listing-photos/prepare-photo";

// The bulk upload sends each photo through the listing photos' own pipeline (the checks,
// the resize and the upload of /publicar), composed here so the features stay apart.
const pipeline: PhotoPipeline = {
  accept: PHOTO_ACCEPT,
  prepare: preparePhoto,
  upload: uploadListingPhoto,
  describeFailure: (error) => ({
    message: error instanceof PhotoRefusal || error instanceof ApiError ? error.message : LISTING_MESSAGES.photoBroken,
    retryable: !(error instanceof PhotoRefusal) && isRetryable(error),
  }),
};

export default function BulkImportImagesRoute() {
  return (
    <RequireAuth roles={["agente", "inmobiliaria"]}>
      <SignedIn />
    </RequireAuth>
  );
}

function SignedIn() {
  const { user } = useAuth();
  return user ? <BulkImportPage key={user.id} userId={user.id} pipeline={pipeline} /> : null;
}
