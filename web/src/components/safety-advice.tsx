import { Link } from "react-router";
import { ShieldAlert } from "lucide-react";
import { SAFETY_ADVICE_BY_LANG, safetyGuidePath } from "@domain/trust/safety-advice";
import { pathInLang, type Lang } from "@domain/i18n/lang";
import { useLang } from "@web/lib/i18n/lang-context";
import { cn } from "@web/lib/cn";
import { notify } from "./ui/toast";

/** "Nunca pagues un depósito…" with the link to the guide: on every rental's page and sheet. */
export function SafetyAdvice({ className }: { className?: string }) {
  const SAFETY_ADVICE = SAFETY_ADVICE_BY_LANG[useLang()];
  return (
    <p role="note" className={cn("flex items-start gap-2 rounded-xl border border-accent-200 bg-accent-50 p-3 text-sm text-slate-800", className)}>
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
      <span>
        {SAFETY_ADVICE.line}{" "}
        <Link to={safetyGuidePath()} className="font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900">
          {SAFETY_ADVICE.guideLink}
        </Link>
      </span>
    </p>
  );
}

/** How long a confirmation that carries the advice stays (it is a sentence longer than a toast's usual). */
const ADVICE_TOAST_MS = 12_000;

/** The confirmation of a message or a call request, with the advice and its guide's link under it. */
export function notifySentWithAdvice(title: string, description: string, lang: Lang = "es") {
  const SAFETY_ADVICE = SAFETY_ADVICE_BY_LANG[lang];
  notify.success(
    title,
    <>
      {description}
      <span className="mt-1 block">
        {SAFETY_ADVICE.line}{" "}
        <a href={pathInLang(safetyGuidePath(), lang)} className="font-semibold text-primary-800 underline underline-offset-2">
          {SAFETY_ADVICE.guideLink}
        </a>
      </span>
    </>,
    undefined,
    ADVICE_TOAST_MS,
  );
}
