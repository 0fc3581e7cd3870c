import { REPORT_TEXTS } from "@domain/trust/report-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { lazy, Suspense, useState } from "react";
import { Flag } from "lucide-react";
import type { ReportTarget } from "@domain/trust/listing-reports";
import { cn } from "@web/lib/cn";
import { loadReportDialog } from "../load-report-dialog";

const ReportListingDialog = lazy(loadReportDialog);

/**
 * "Reportar anuncio": a quiet text button (light text on the dark presentation screen) under a listing's contact that opens the report
 * dialog (its code loads on first open, or early on hover or focus). A tap before the
 * page's code arrives is held and replayed like any other button's.
 */
export function ReportListingButton({ target, tone = "light" }: { target: ReportTarget; tone?: "light" | "dark" }) {
  const [open, setOpen] = useState(false);
  const t = REPORT_TEXTS[useLang()];
  const [loaded, setLoaded] = useState(false);
  const preload = () => void loadReportDialog();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={cn(
          "inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md px-1 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
          tone === "light" ? "text-slate-600 hover:text-slate-900" : "text-white/70 hover:text-white",
        )}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t.button}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportListingDialog open={open} onOpenChange={setOpen} target={target} />
        </Suspense>
      )}
    </>
  );
}
