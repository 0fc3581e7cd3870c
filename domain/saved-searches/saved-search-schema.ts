import * as z from "zod";
import { propertySearchSchema } from "../properties/search-params";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { sanitizeText } from "../text/sanitize";
import { SAVED_SEARCH_FREQUENCIES } from "./saved-search";
import { SAVED_SEARCH_LIMITS } from "./saved-search-limits";
import { SAVED_SEARCH_MESSAGES as M } from "./saved-search-messages";

// What POST and PATCH /api/saved-searches accept. The name is sanitised text of 1 to 80
// characters (a longer raw text is refused before it is examined); the filters are read by
// the search API's own schema, with its messages.

const nameSchema = z
  .string({ error: M.nameRequired })
  .max(SAVED_SEARCH_LIMITS.nameMax * 2, M.nameTooLong)
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
  .transform(sanitizeText)
  .pipe(z.string().min(1, M.nameRequired).max(SAVED_SEARCH_LIMITS.nameMax, M.nameTooLong));

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: M.frequency });

// The search as the search API reads it (its URL parameters, as text), with that schema's
// messages for a value it cannot read.
const filtersSchema = z.record(z.string(), z.unknown(), { error: M.filters }).pipe(propertySearchSchema);

export const createSavedSearchSchema = z.object({
  name: nameSchema,
  frequency: frequencySchema.default("al_momento"),
  filters: filtersSchema,
});
export type CreateSavedSearch = z.output<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z
  .object({ name: nameSchema.optional(), frequency: frequencySchema.optional() })
  .refine((patch) => patch.name !== undefined || patch.frequency !== undefined, M.nothingToChange);
export type UpdateSavedSearch = z.output<typeof updateSavedSearchSchema>;

// The save and edit dialogs: the name and the frequency, checked as the API checks them.
export const savedSearchFormSchema = z.object({ name: nameSchema, frequency: frequencySchema });
export type SavedSearchForm = z.output<typeof savedSearchFormSchema>;
