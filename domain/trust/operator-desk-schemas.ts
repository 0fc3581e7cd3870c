import * as z from "zod";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { COMMON_MESSAGES } from "../errors/common-messages";
import { OPERATOR_MESSAGES, OPERATOR_REASON_LIMITS } from "./operator-desk";

// The inputs of the operator's desk actions, checked at the worker's edge and in the desk's forms.

const reasonSchema = z
  .string({ error: OPERATOR_MESSAGES.reasonRequired })
  .trim()
  .min(1, OPERATOR_MESSAGES.reasonRequired)
  .min(OPERATOR_REASON_LIMITS.min, OPERATOR_MESSAGES.reasonTooShort)
  .max(OPERATOR_REASON_LIMITS.max, OPERATOR_MESSAGES.reasonTooLong)
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE);

// Approving needs no reason (a note is kept when given); rejecting does, and it is e-mailed.
export const approveVerificationSchema = z.object({ reason: reasonSchema.optional() });
export const rejectVerificationSchema = z.object({ reason: reasonSchema });

// Hide or restore: the listing as the operator saw it (its updated_at, in ms), so an action
// on a listing that changed meanwhile is refused.
export const listingDecisionSchema = z.object({
  reason: reasonSchema,
  seenUpdatedAt: z
    .number({ error: OPERATOR_MESSAGES.seenUpdatedAtRequired })
    .int(OPERATOR_MESSAGES.seenUpdatedAtRequired)
    .nonnegative(OPERATOR_MESSAGES.seenUpdatedAtRequired),
});

// Keep a price out of line (no reason needed; a note is kept when given): the price per m²
// the operator saw, so a price the advertiser changed meanwhile is looked at again.
export const reviewPriceSchema = z.object({
  reason: reasonSchema.optional(),
  seenPriceM2: z
    .number({ error: OPERATOR_MESSAGES.seenPriceRequired })
    .int(OPERATOR_MESSAGES.seenPriceRequired)
    .positive(OPERATOR_MESSAGES.seenPriceRequired),
});

export const suspendSchema = z.object({ reason: reasonSchema });
export const reactivateSchema = z.object({ reason: reasonSchema.optional() });

export const operatorIdParamSchema = z.object({ id: z.string().min(1, COMMON_MESSAGES.notFound).max(64, COMMON_MESSAGES.notFound) });
export const auditLogQuerySchema = z.object({
  before: z.coerce
    .number({ error: OPERATOR_MESSAGES.auditCursorInvalid })
    .int(OPERATOR_MESSAGES.auditCursorInvalid)
    .positive(OPERATOR_MESSAGES.auditCursorInvalid)
    .optional(),
});

export type ListingDecisionInput = z.infer<typeof listingDecisionSchema>;
export type ReviewPriceInput = z.infer<typeof reviewPriceSchema>;
