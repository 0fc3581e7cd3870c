import { pathInLang } from "@domain/i18n/lang";
import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { Share2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { siteUrl } from "@web/lib/browser-value";
import { copyLink } from "../copy-link";

type ShareButtonProps = { title: string; text: string; path: string };

/** 'Compartir': the phone's share sheet (Web Share API) where there is one, else copies the link. */
export function ShareButton({ title, text, path }: ShareButtonProps) {
  const lang = useLang();
  const t = PROPERTY_PAGE_TEXTS[lang];
  const share = async () => {
    const url = siteUrl(pathInLang(path, lang));
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // closed the sheet
      }
    }
    await copyLink(url, t.linkCopied, t.linkCopiedText);
  };
  return (
    <Button variant="outline" onClick={() => void share()} className="-mt-0.5">
      <Share2 aria-hidden="true" className="size-4" />
      {t.share}
    </Button>
  );
}
