import { Hono } from "hono";
import { fingerprintFailuresQuerySchema } from "../../domain/photo-fingerprints/fingerprint-failures";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { operatorIdParamSchema } from "../../domain/trust/operator-desk-schemas";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { listFingerprintDeadLetters, retryFingerprintDeadLetter } from "../services/photo-fingerprints/dead-letters";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// /api/operator/photo-fingerprints/*: the photos the fingerprint queue gave up on (its dead
// letters), for the operator's desk, and another try for one of them.
export const operatorPhotoFingerprintRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get(
    "/failures",
    route({ summary: "Photos whose fingerprint failed for good.", access: "operator", input: { query: fingerprintFailuresQuerySchema } }),
    async (c) => c.json({ data: await listFingerprintDeadLetters(c.var.db, c.req.valid("query").before) }),
  )
  .post(
    "/failures/:id/retry",
    route({ summary: "Puts a failed fingerprint back on the queue.", access: "operator", input: { param: operatorIdParamSchema } }),
    async (c) => {
      if (!(await retryFingerprintDeadLetter(c.var.db, c.env.PHOTO_FINGERPRINTS, c.req.valid("param").id)))
        throw new ApiError(404, "not_found", COMMON_MESSAGES.notFound);
      return c.json({ data: { retried: true } });
    },
  );
