import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { ApiError } from "./errors";
import { readBoundedBody } from "../services/listing-photos/bounded-body";

type FormErrors = { tooBig: () => ApiError; notMultipart?: () => ApiError; broken?: () => ApiError };

// A multipart form of a known ceiling: the declared length is checked before anything is
// read (a 50 MB upload is refused on its header), and the stream is cut at the ceiling
// whatever the header said.
export async function readCappedForm(request: Request, max: number, errors: FormErrors): Promise<FormData> {
  const length = request.headers.get("content-length");
  if (!length || !/^\d+$/.test(length) || Number(length) > max) throw errors.tooBig();
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw errors.notMultipart?.() ?? new ApiError(415, "unsupported_media_type", COMMON_MESSAGES.badRequest);
  const body = await readBoundedBody(request.body, max);
  if (!body) throw errors.tooBig();
  return new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => {
    throw errors.broken?.() ?? new ApiError(400, "bad_request", COMMON_MESSAGES.badRequest);
  });
}
