import { useState } from "react";
import { useLocation } from "react-router";
import { X } from "lucide-react";
import { LANG_LOCALE, pathInLang } from "@domain/i18n/lang";
import { ENGLISH_OFFER } from "@domain/pages/shell-text";
import { useBrowserValue } from "@web/lib/browser-value";
import { useLang } from "@web/lib/i18n/lang-context";
import { chosenLang, prefersEnglish, rememberLang } from "@web/lib/i18n/lang-choice";

// Whether this browser prefers English and its visitor has not chosen a language yet.
const offersEnglish = () => chosenLang() === null && prefersEnglish(navigator.languages ?? [navigator.language]);

/**
 * On a Spanish page, to a browser that prefers English and a visitor who has not chosen: one
 * line offering the same page in English. Decided in the browser after hydration, so the page
 * the worker sends is the same for everyone (and cacheable); never a redirect. Fixed to the
 * bottom of the screen, beside the call button, so it moves nothing on the page and hides
 * nothing. Dismissing it remembers Spanish.
 */
export function EnglishOffer() {
  const lang = useLang();
  const wanted = useBrowserValue(offersEnglish, false);
  const [dismissed, setDismissed] = useState(false);
  const { pathname, search, hash } = useLocation();
  if (lang !== "es" || !wanted || dismissed) return null;
  return (
    <aside
      lang={LANG_LOCALE.en}
      aria-label={ENGLISH_OFFER.text}
      className="fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] left-3 right-[5.5rem] z-40 flex items-center justify-between gap-x-2 rounded-2xl border border-slate-200 bg-white/95 py-1 pr-1 pl-4 text-sm text-slate-700 shadow-menu backdrop-blur sm:right-auto sm:left-1/2 sm:w-max sm:max-w-[calc(100%-12rem)] sm:-translate-x-1/2 sm:rounded-full sm:pl-5"
    >
      <p className="min-w-0">
        {ENGLISH_OFFER.text} —{" "}
        <a
          href={`${pathInLang(pathname, "en")}${search}${hash}`}
          hrefLang={LANG_LOCALE.en}
          onClick={() => rememberLang("en")}
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
        >
          {ENGLISH_OFFER.action}
        </a>
      </p>
      <button
        type="button"
        aria-label={ENGLISH_OFFER.dismiss}
        title={ENGLISH_OFFER.dismiss}
        onClick={() => {
          rememberLang("es");
          setDismissed(true);
        }}
        className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </aside>
  );
}
