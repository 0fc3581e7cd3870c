import type { ReactNode } from "react";
import { Link } from "react-router";
import { Eye } from "lucide-react";
import type { RecentlyViewedItem } from "@domain/dashboard/buyer-dashboard";
import { pathOf } from "@domain/pages/page-routes";
import { buttonClasses } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { DashboardSection, EmptyState } from "@web/components/dashboard-section";
import { ListingSummaryCard } from "./listing-summary-card";
import { DASHBOARD_TEXT as T } from "@domain/dashboard/dashboard-text";
import { useLang } from "@web/lib/i18n/lang-context";

/** "Vistos recientemente": the last listings the person opened, the latest first, in a strip that scrolls sideways. */
export function RecentlyViewedSection({ items }: { items: RecentlyViewedItem[] | undefined }) {
  const lang = useLang();
  return (
    <DashboardSection id="dashboard-recent" title={T.recentTitle[lang]} intro={T.recentIntro[lang]}>
      {!items ? (
        <Strip>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="w-56 shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-white">
              <Skeleton className="aspect-[3/2] rounded-none" />
              <div className="p-3">
                <Skeleton className="h-6 w-28" />
                <Skeleton className="mt-2 h-4 w-40" />
                <Skeleton className="mt-2 h-4 w-24" />
              </div>
            </li>
          ))}
        </Strip>
      ) : items.length === 0 ? (
        <EmptyState icon={<Eye className="size-5" />} text={T.recentEmpty[lang]}>
          <Link to={pathOf("comprar")} className={buttonClasses("outline", "md")}>
            {T.explore[lang]}
          </Link>
        </EmptyState>
      ) : (
        <Strip label={T.recentTitle[lang]}>
          {items.map(({ listing }) => (
            <li key={listing.id} className="w-56 shrink-0 snap-start sm:w-60">
              <ListingSummaryCard listing={listing} />
            </li>
          ))}
        </Strip>
      )}
    </DashboardSection>
  );
}

/** The strip scrolls inside itself (never the page); a focused card scrolls into view by itself. */
function Strip({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      aria-busy={label ? undefined : true}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0"
    >
      {children}
    </ul>
  );
}
