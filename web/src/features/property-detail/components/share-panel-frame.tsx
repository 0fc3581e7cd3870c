import { useId, type ReactNode, type Ref } from "react";
import { Link2, Presentation, Send } from "lucide-react";
import { Button } from "@web/components/ui/button";
import type { ShareKind } from "../api/property-shares";
import { SHARE_TEXTS as T } from "@domain/properties/share-texts";
import { useText } from "@web/lib/i18n/lang-context";

type SharePanelFrameProps = {
  /** Makes a link of this kind (the stand-in: loads the panel, which then makes it). */
  onCreate: (kind: ShareKind) => void;
  /** The kind being made: its button spins, and neither takes another click meanwhile. */
  busy: ShareKind | null;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Below the buttons: the agent's active links. */
  children?: ReactNode;
};

/**
 * 'Compartir con cliente' as it looks: its heading, what it does and its two buttons. The
 * panel (its own chunk) and its stand-in (in the listing page, until that chunk is here)
 * both draw it, so the page does not change when one replaces the other.
 */
export function SharePanelFrame({ onCreate, busy, headingRef, children }: SharePanelFrameProps) {
  const headingId = useId();
  const t = useText();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-primary-200 bg-primary-50/60 p-5">
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="flex items-center gap-2 font-semibold text-slate-900 focus:outline-none">
        <Send aria-hidden="true" className="size-5 text-primary-700" />
        {t(T.heading)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(T.intro)}</p>
      <div className="mt-4 grid gap-2">
        <Button busy={busy === "share"} disabled={busy !== null} onClick={() => onCreate("share")}>
          {busy !== "share" && <Link2 aria-hidden="true" className="size-5" />}
          {t(T.createLink)}
        </Button>
        <Button variant="outline" busy={busy === "presentation"} disabled={busy !== null} onClick={() => onCreate("presentation")}>
          {busy !== "presentation" && <Presentation aria-hidden="true" className="size-5" />}
          {t(T.createPresentation)}
        </Button>
      </div>
      {children}
    </section>
  );
}
