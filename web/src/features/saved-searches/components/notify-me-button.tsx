import { BellRing, CircleCheck } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { SAVED_SEARCH_TEXT as T } from "@domain/saved-searches/saved-search-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { SaveSearchState } from "../hooks/use-save-search";

type NotifyMeButtonProps = {
  state: SaveSearchState;
  placeName: string;
  onRequest: () => void;
};

/**
 * 'Avísame cuando publiquemos en {ciudad}': saves the search. Once saved it becomes a
 * confirmation that says what was stored; the e-mail is sent when the first listing there
 * is published.
 */
export function NotifyMeButton({ state, placeName, onRequest }: NotifyMeButtonProps) {
  const lang = useLang();
  if (state.status === "saved") {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 text-left text-primary-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-700" />
        <p>
          <span className="block font-semibold">{T.notifySaved[lang](state.name)}</span>
          {T.notifySavedNote[lang](placeName)}
        </p>
      </div>
    );
  }
  return (
    <div>
      <Button size="lg" className="w-full py-3 sm:w-auto" busy={state.status === "saving"} disabled={state.status === "checking"} onClick={onRequest}>
        <BellRing aria-hidden="true" className="size-5 shrink-0" />
        {/* The button does not wrap its label; this one wraps on a phone. */}
        <span className="text-center whitespace-normal">{T.notifyMe[lang](placeName)}</span>
      </Button>
      {state.status === "idle" && state.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
