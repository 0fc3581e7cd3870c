import { z } from "zod";
import { COMMON_MESSAGES } from "./errors/common-messages";

// Record ids (listings, lists, boards, photos, leads…) and link tokens as they arrive in a
// path or a body. Ours are far shorter; anything longer is refused before a query runs,
// in the words a person following a broken link reads.
export const ID_MAX_LENGTH = 64;
// Share and board links carry 43 characters (256 bits); unknown tokens of any shape up to
// this length are looked up and answer 404.
export const TOKEN_MAX_LENGTH = 128;

const NOT_FOUND = COMMON_MESSAGES.notFound;

export const recordIdSchema = z.string({ error: NOT_FOUND }).min(1, NOT_FOUND).max(ID_MAX_LENGTH, NOT_FOUND);
export const linkTokenSchema = z.string({ error: NOT_FOUND }).min(1, NOT_FOUND).max(TOKEN_MAX_LENGTH, NOT_FOUND);

// The usual `/:id` path parameter.
export const idParamSchema = z.object({ id: recordIdSchema });

// The usual `/:token` path parameter (a share, presentation or board link).
export const tokenParamSchema = z.object({ token: linkTokenSchema });
