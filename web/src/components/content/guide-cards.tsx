import { Link } from "react-router";
import { ArrowRight, Calculator, FileText, Landmark, Scale, ShieldCheck, Trees, type LucideIcon } from "lucide-react";
import { GUIDES, type GuidePageId } from "@domain/guides/guide-catalog";
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
 * The guides as cards, each a link to its page (the whole card is the link's target): on the
 * home page, on the guides' index and, less the one being read, under each guide.
 */
export function GuideCards({ except, className }: { except?: GuidePageId; className: string }) {
  return (
    <ul className={className}>
      {GUIDES.filter((guide) => guide.page !== except).map(({ page, title, summary }) => {
        const Icon = ICONS[page];
        return (
          <li
            key={page}
            className="group relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-card transition-shadow hover:shadow-card-hover sm:flex-col sm:gap-0 sm:p-6"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-1 flex-col sm:mt-4">
              <h3 className="text-lg font-semibold text-slate-900">
                <Link
                  to={pathOf(page)}
                  className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
                >
                  {title}
                </Link>
              </h3>
              <p className="mt-1.5 flex-1 text-slate-600 sm:mt-2">{summary}</p>
              <span aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 sm:mt-4">
                Leer la guía
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
