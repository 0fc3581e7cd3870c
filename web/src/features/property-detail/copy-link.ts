import { SHARE_TEXTS } from "@domain/properties/share-texts";
import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { splitLangPath } from "@domain/i18n/lang";
import { toastLater } from "./toast-later";

/**
 * Copies a link and says so ('Enlace copiado'). When the clipboard is not available, the
 * toast shows the link itself for 10 s so it can be copied by hand.
 */
export async function copyLink(url: string, success?: string, description?: string): Promise<boolean> {
  // Called from handlers, outside React: the page's language is its path's.
  const lang = splitLangPath(window.location.pathname).lang;
  try {
    await navigator.clipboard.writeText(url);
    toastLater("success", success ?? PROPERTY_PAGE_TEXTS[lang].linkCopied, description);
    return true;
  } catch {
    toastLater("info", SHARE_TEXTS.generated[lang], url, 10_000);
    return false;
  }
}
