import { createContext, useCallback, useContext, type ReactNode } from "react";
import { DEFAULT_LANG, type Lang } from "@domain/i18n/lang";
import type { Bilingual } from "@domain/i18n/bilingual";

// The page's language, decided once from its path's prefix (`/en/...` is English) where the
// app starts: in the worker's render and in the browser. The router runs under that
// language's basename, so every link the app draws (`<Link to="/precios">`) stays in it.
const LangContext = createContext<Lang>(DEFAULT_LANG);

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** The language of the page. */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** Picks a text in the page's language: `const t = useText(); t(MESSAGES.title)`. */
export function useText(): <T>(text: Bilingual<T>) => T {
  const lang = useLang();
  return useCallback(<T,>(text: Bilingual<T>) => text[lang], [lang]);
}
