import { useCallback, useEffect, useRef, useState } from "react";
import { listingErrors, listingFields, LISTING_STEPS, type ListingDraft } from "@domain/listings/listing-schema";
import type { ListingEditor } from "@domain/listings/my-listing";
import { ApiError } from "@web/lib/api-client";
import { saveListingDraft } from "../api/listings";
import { useMessageIn } from "@web/lib/i18n/use-message-in";

export type FieldName = keyof ListingDraft;
export type SaveState = "idle" | "saving" | "saved" | "error";
const AUTOSAVE_DELAY_MS = 800;

// One field on its own, with the same schema the server applies (its message in Spanish).
function fieldError(name: FieldName, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const result = listingFields[name].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The form's state: the listing as typed, its errors at the fields, and for a borrador an
 * autosave that sends what changed (each field valid on its own) after a short pause, and
 * at once when the tab is hidden, so a closed tab loses nothing. `listingId` answers the
 * borrador to save to (a new listing's is created by its first save).
 */
export function useListingForm(editor: Pick<ListingEditor, "status" | "draft">, listingId: () => Promise<string>) {
  const [values, setValues] = useState<ListingDraft>(editor.draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const pending = useRef<ListingDraft>({});
  const timer = useRef<number | undefined>(undefined);
  const autosave = editor.status === "borrador";
  // The form's own messages are written in Spanish: an English page shows their twins. The
  // API's come already in the page's language.
  const m = useMessageIn();

  const flush = useCallback(async () => {
    window.clearTimeout(timer.current);
    const changes = pending.current;
    if (Object.keys(changes).length === 0) return;
    pending.current = {};
    setSaveState("saving");
    try {
      await saveListingDraft(await listingId(), changes);
      setSaveState(Object.keys(pending.current).length ? "saving" : "saved");
    } catch (error) {
      // Keep what failed so the next change (or the next try) sends it again.
      pending.current = { ...changes, ...pending.current };
      setSaveState("error");
      if (error instanceof ApiError && error.fields) {
        setErrors((e) => ({ ...e, ...Object.fromEntries(Object.entries(error.fields!).map(([k, v]) => [k, v[0]])) }));
      }
    }
  }, [listingId]);

  const setField = useCallback(
    <K extends FieldName>(name: K, value: ListingDraft[K]) => {
      setValues((v) => ({ ...v, [name]: value }));
      const error = m(fieldError(name, value));
      setErrors((e) => {
        const next = { ...e };
        if (error) next[name] = error;
        else delete next[name];
        return next;
      });
      if (!autosave || error) return;
      pending.current = { ...pending.current, [name]: value };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [autosave, flush, m],
  );

  // A hidden tab may never come back (closed, battery): save now.
  useEffect(() => {
    if (!autosave) return;
    const onHide = () => {
      if (document.visibilityState === "hidden") void flush();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      void flush();
    };
  }, [autosave, flush]);

  /** The errors of one step's fields in the complete listing (required ones included). */
  const validateStep = useCallback(
    (stepIndex: number): boolean => {
      const fields = LISTING_STEPS[stepIndex].fields as readonly string[];
      const all = listingErrors(values);
      const stepErrors = Object.fromEntries(Object.entries(all).flatMap(([k, message]) => (fields.includes(k) ? [[k, m(message)!]] : [])));
      setErrors((e) => {
        const next = { ...e };
        for (const f of fields) delete next[f];
        return { ...next, ...stepErrors };
      });
      return Object.keys(stepErrors).length === 0;
    },
    [values, m],
  );

  const setServerErrors = useCallback((fields: Record<string, string[]> | undefined) => {
    if (!fields) return;
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])) }));
  }, []);

  return { values, errors, setField, validateStep, setServerErrors, saveState, flush, autosave };
}

export type ListingForm = ReturnType<typeof useListingForm>;
