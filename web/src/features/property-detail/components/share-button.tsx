import { Share2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { siteUrl } from "@web/lib/browser-value";
import { copyLink } from "../copy-link";

type ShareButtonProps = { title: string; text: string; path: string };

/** 'Compartir': the phone's share sheet (Web Share API) where there is one, else copies the link. */
export function ShareButton({ title, text, path }: ShareButtonProps) {
  const share = async () => {
    const url = siteUrl(path);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // closed the sheet
      }
    }
    await copyLink(url, "Enlace copiado", "Pégalo en un mensaje para compartir la propiedad.");
  };
  return (
    <Button variant="outline" onClick={() => void share()} className="-mt-0.5">
      <Share2 aria-hidden="true" className="size-4" />
      Compartir
    </Button>
  );
}
