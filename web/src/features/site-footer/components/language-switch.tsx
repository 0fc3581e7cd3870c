import { useLocation } from "react-router";
import { LANG_LOCALE, LANGS, pathInLang } from "@domain/i18n/lang";
import { LANG_NAMES, LANGUAGE_TEXT } from "@domain/pages/shell-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { rememberLang } from "@web/lib/i18n/lang-choice";
import { cn } from "@web/lib/cn";

/**
 * ES / EN: each a real link to this same page (its path and query) in that language, a full
 * page load, and a click remembers the choice. The page's own language is marked current.
 */
export function LanguageSwitch() {
  const current = useLang();
  const t = useText();
  // Under the router's basename the location is the page's language-free path.
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t(LANGUAGE_TEXT.switchLabel)} className="inline-flex rounded-lg bg-white/5 p-1 ring-1 ring-white/10">
      {LANGS.map((lang) => {
        const isCurrent = lang === current;
        return (
          <a
            key={lang}
            href={`${pathInLang(pathname, lang)}${search}${hash}`}
            hrefLang={LANG_LOCALE[lang]}
            lang={LANG_LOCALE[lang]}
            aria-current={isCurrent ? "true" : undefined}
            aria-label={LANG_NAMES[lang]}
            title={LANG_NAMES[lang]}
            onClick={() => rememberLang(lang)}
            className={cn(
              "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold transition-colors",
              isCurrent ? "bg-white text-slate-900" : "text-slate-300 hover:text-white",
            )}
          >
            {lang.toUpperCase()}
          </a>
        );
      })}
    </nav>
  );
}
