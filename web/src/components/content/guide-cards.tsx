import { useId } from "react";
import { Link } from "react-router";
import { ArrowRight, Calculator, FileText, Landmark, Scale, ShieldCheck, Trees, type LucideIcon } from "lucide-react";
import { guidesIn, type GuidePageId } from "@domain/guides/guide-catalog";
import { CONTENT_TEXT } from "@domain/pages/content-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { pathOf } from "@domain/pages/page-routes";

const ICONS: Record<GuidePageId, LucideIcon> = {
  guideRentBudget: Calculator,
  guideRentalDocuments: FileText,
  guideMortgage: Landmark,
  guideFamilyColonias: Trees,
  guideFraud: ShieldCheck,
  guideBuyOrRent: Scale,
};

/**
 * The guides as cards, each card one link to its page (named by the guide's title, its
 * summary as the description), so the whole card is the touch target: on the home page, on
 * the guides' index and, less the one being read, under each guide.
 */
export function GuideCards({ except, className }: { except?: GuidePageId; className: string }) {
  const id = useId();
  const lang = useLang();
  return (
    <ul className={className}>
      {guidesIn(lang)
        .filter((guide) => guide.page !== except)
        .map(({ page, title, summary }) => {
          const Icon = ICONS[page];
          return (
            <li key={page} className="flex">
              <Link
                to={pathOf(page)}
                aria-labelledby={`${id}-${page}-title`}
                aria-describedby={`${id}-${page}-summary`}
                className="group flex flex-1 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-card transition-shadow hover:shadow-card-hover sm:flex-col sm:gap-0 sm:p-6"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="flex flex-1 flex-col sm:mt-4">
                  <h3 id={`${id}-${page}-title`} className="text-lg font-semibold text-slate-900">
                    {title}
                  </h3>
                  <p id={`${id}-${page}-summary`} className="mt-1.5 flex-1 text-slate-600 sm:mt-2">
                    {summary}
                  </p>
                  <span aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 sm:mt-4">
                    {CONTENT_TEXT.readGuide[lang]}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </div>
              </Link>
            </li>
          );
        })}
    </ul>
  );
}
