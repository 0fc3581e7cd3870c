import { useCallback } from "react";
import { messageIn, UNTRANSLATED_MESSAGE } from "@domain/i18n/message-twins";
import { useLang } from "./lang-context";

type MessageIn = {
  (message: string, fallback?: string): string;
  (message: string | undefined, fallback?: string): string | undefined;
};

/**
 * A form's or the API's message (written in Spanish) in the page's language: its English
 * twin on an English page, or `fallback` (a general "check what you entered") for one that
 * has none. `const m = useMessageIn(); m(errors.title?.message)`.
 */
export function useMessageIn(): MessageIn {
  const lang = useLang();
  const translate = useCallback(
    (message: string | undefined, fallback?: string) =>
      message === undefined ? undefined : messageIn(lang, message, fallback ?? UNTRANSLATED_MESSAGE[lang]),
    [lang],
  );
  return translate as MessageIn;
}
