/**
 * How one photo is prepared and sent: the listing-photos feature's own pipeline (the
 * checks, the resize to WebP and the upload with progress that /publicar uses), handed in
 * by the page, so this feature never has a second one.
 */
export type PhotoPipeline = {
  /** The file picker's accept list (the types the pipeline can read). */
  accept: string;
  /** Checks and resizes the file in the browser; throws with the message the person reads. */
  prepare: (file: File) => Promise<{ photo: Blob; thumbnail: Blob; medium: Blob }>;
  /** Sends it to the listing, reporting progress (0–1). */
  upload: (
    listingId: string,
    parts: { photo: Blob; thumbnail: Blob; medium: Blob; fileName: string },
    options: { onProgress: (fraction: number) => void; signal: AbortSignal },
  ) => Promise<unknown>;
  /** What a failure says, and whether trying again may help (the network, the server). */
  describeFailure: (error: unknown) => { message: string; retryable: boolean };
};
