import { Share2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { copyLink } from "../copy-link";

type ShareButtonProps = { title: string; text: string; url: string };

/** 'Compartir': the phone's share sheet (Web Share API) where there is one, else copies the link. */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const share = async () => {
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
