import { useState, type RefObject } from "react";
import { useNavigate } from "react-router";
import { useWatch } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog as Primitive } from "radix-ui";
import { BellRing, CircleAlert } from "lucide-react";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_FREQUENCY_TEXTS, type SavedSearch } from "@domain/saved-searches/saved-search";
import { SAVED_SEARCH_TEXT as T } from "@domain/saved-searches/saved-search-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { SAVED_SEARCH_LIMITS } from "@domain/saved-searches/saved-search-limits";
import { savedSearchFormSchema, type SavedSearchForm } from "@domain/saved-searches/saved-search-schema";
import { Button } from "@web/components/ui/button";
import { DialogDescription, DialogTitle, OverlayPanel } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { notify } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { createSavedSearch, savedSearchesKeys, updateSavedSearch } from "@web/lib/saved-searches";
import { useSchemaForm } from "@web/lib/use-schema-form";

export type SavedSearchDialogMode =
  /** Saving the page's search: its URL parameters and its title as the name. */
  | { kind: "create"; filters: Record<string, string>; defaultName: string }
  /** Renaming a saved search or changing how often it alerts. */
  | { kind: "edit"; search: SavedSearch };

type SavedSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: SavedSearchDialogMode;
  /** Where focus goes back to on close (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** The name as the dialog starts with it: the title, cut to the longest name kept. */
const startingName = (name: string) => name.slice(0, SAVED_SEARCH_LIMITS.nameMax);

/**
 * Saving a search (or editing a saved one): its name, which starts as the page's title, and
 * how often to hear of new listings. The form is checked by the API's own schema; what the
 * API refuses (the limit of 50, the same search saved already) is said inside the dialog,
 * which stays open. A sheet from the bottom on phones, a centred dialog on wider screens.
 */
export default function SavedSearchDialog({ open, onOpenChange, mode, returnFocusTo }: SavedSearchDialogProps) {
  const { user } = useAuth();
  const lang = useLang();
  const m = useMessageIn();
  const frequencies = SAVED_SEARCH_FREQUENCY_TEXTS[lang];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults: SavedSearchForm =
    mode.kind === "create"
      ? { name: startingName(mode.defaultName), frequency: "al_momento" }
      : { name: mode.search.name, frequency: mode.search.frequency };
  const { control, field, handleSubmit, setError, setValue, formState } = useSchemaForm(savedSearchFormSchema, defaults, () => setFailure(null));
  const { errors, isSubmitting } = formState;
  const frequency = useWatch({ control, name: "frequency" });
  const name = useWatch({ control, name: "name" });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let saved: SavedSearch;
    try {
      saved =
        mode.kind === "create" ? await createSavedSearch({ ...values, filters: mode.filters }) : await updateSavedSearch(mode.search.id, values);
    } catch (error) {
      const placed = setServerFieldErrors(error, setError, (apiField) => (apiField === "name" || apiField === "frequency" ? apiField : undefined));
      if (!placed) setFailure(failureText(error));
      return;
    }
    if (user) void queryClient.invalidateQueries({ queryKey: savedSearchesKeys.list(user.id) });
    onOpenChange(false);
    if (mode.kind === "create") {
      notify.success(T.saved[lang], T.savedDescription[lang](saved.name), {
        label: T.seeMySearches[lang],
        onClick: () => void navigate(PAGE_ROUTES.dashboard.path),
      });
    } else {
      notify.success(T.updated[lang], T.updatedDescription[lang](saved.name, frequencies.labels[saved.frequency]));
    }
  });

  const title = (mode.kind === "create" ? T.saveTitle : T.editTitle)[lang];
  const submitLabel = (isSubmitting ? T.saving : mode.kind === "create" ? T.saveTitle : T.saveChanges)[lang];

  return (
    <Primitive.Root open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <OverlayPanel
        onCloseAutoFocus={(event) => {
          const element = returnFocusTo?.current;
          if (element?.isConnected) {
            event.preventDefault();
            element.focus();
          }
        }}
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white px-5 pt-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-menu data-[state=open]:animate-fade-in",
          "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6",
        )}
      >
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <DialogDescription>{(mode.kind === "create" ? T.saveDescription : T.editDescription)[lang]}</DialogDescription>

        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
          <FormField label={T.name[lang]} error={m(errors.name?.message)} hint={T.nameCount[lang](name.length, SAVED_SEARCH_LIMITS.nameMax)}>
            {(control) => <Input {...control} {...field("name")} autoComplete="off" enterKeyHint="done" />}
          </FormField>

          <fieldset>
            <legend className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-slate-800">
              <BellRing aria-hidden="true" className="size-4 text-primary-700" />
              {T.emailAlerts[lang]}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {SAVED_SEARCH_FREQUENCIES.map((value) => (
                <label
                  key={value}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-primary-600",
                    frequency === value ? "border-primary-600 bg-primary-50" : "border-slate-300 hover:border-slate-400",
                  )}
                >
                  <input
                    type="radio"
                    name="frequency"
                    value={value}
                    checked={frequency === value}
                    onChange={() => {
                      setValue("frequency", value);
                      setFailure(null);
                    }}
                    className="mt-1 size-4 shrink-0 accent-primary-700"
                  />
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{frequencies.labels[value]}</span>
                    <span className="block text-xs text-slate-600">{frequencies.hints[value]}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.frequency?.message && <p className="mt-1.5 text-sm text-danger-700">{m(errors.frequency.message)}</p>}
          </fieldset>

          {failure && (
            <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger-600/30 bg-danger-50 p-3 text-sm text-danger-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{failure}</span>
            </p>
          )}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Primitive.Close asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {T.cancel[lang]}
              </Button>
            </Primitive.Close>
            <Button type="submit" busy={isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </OverlayPanel>
    </Primitive.Root>
  );
}
