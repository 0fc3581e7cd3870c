import * as z from "zod";
import { COMMON_MESSAGES } from "./errors/common-messages";
import { ID_MAX_LENGTH, TOKEN_MAX_LENGTH } from "./id-limits";

export { ID_MAX_LENGTH, TOKEN_MAX_LENGTH };

// Record ids (listings, lists, boards, photos, leads…) and link tokens as they arrive in a
// path or a body (their limits: id-limits.ts). Anything longer is refused before a query
// runs, in the words a person following a broken link reads.

const NOT_FOUND = COMMON_MESSAGES.notFound;

export const recordIdSchema = z.string({ error: NOT_FOUND }).min(1, NOT_FOUND).max(ID_MAX_LENGTH, NOT_FOUND);
export const linkTokenSchema = z.string({ error: NOT_FOUND }).min(1, NOT_FOUND).max(TOKEN_MAX_LENGTH, NOT_FOUND);

// The usual `/:id` path parameter.
export const idParamSchema = z.object({ id: recordIdSchema });

// The usual `/:token` path parameter (a share, presentation or board link).
export const tokenParamSchema = z.object({ token: linkTokenSchema });
