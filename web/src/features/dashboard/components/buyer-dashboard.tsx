import type { ReactNode } from "react";
import { RefreshCw } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { SkeletonStatus } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/auth/auth-context";
import { failureText } from "@web/lib/api-client";
import { DASHBOARD_TEXT as T } from "@domain/dashboard/dashboard-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useBuyerDashboard } from "../hooks/use-buyer-dashboard";
import { DashboardHeader, NextSteps } from "./dashboard-overview";
import { FavoriteListsSection } from "./favorite-lists-section";
import { PriceChangesSection } from "./price-changes-section";
import { RecentlyViewedSection } from "./recently-viewed-section";

type BuyerDashboardProps = {
  /** The saved-searches panel (its own section and heading), given by the page. */
  savedSearches?: ReactNode;
};

/**
 * /dashboard for people who search (no_agente): their lists, the price changes of what they
 * saved, their saved searches, what they opened last, and what they can do next. The lists,
 * the views and the prices come in one request (GET /api/me/dashboard); each section shows
 * its own skeleton meanwhile and its own empty state with a way forward.
 */
export function BuyerDashboard({ savedSearches }: BuyerDashboardProps) {
  const { user } = useAuth();
  const lang = useLang();
  const dashboard = useBuyerDashboard(user?.id ?? "");
  const data = dashboard.data;
  const hasSaved = data?.lists.some((list) => list.property_count > 0) ?? false;

  return (
    <>
      <DashboardHeader />
      <Container className="grid grid-cols-1 gap-10 py-8 sm:gap-12 sm:py-12" aria-busy={dashboard.isPending || undefined}>
        {dashboard.isPending && <SkeletonStatus label={T.loading[lang]} />}
        {dashboard.isError && !data ? (
          <div role="alert" className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-center">
            <p className="text-slate-700">
              {T.loadFailed[lang]} {failureText(dashboard.error)}
            </p>
            <Button variant="outline" className="mt-3" busy={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {T.retry[lang]}
            </Button>
          </div>
        ) : (
          <>
            <div className="grid min-w-0 grid-cols-1 gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
              <FavoriteListsSection lists={data?.lists} />
              <PriceChangesSection changes={data?.price_changes} hasSaved={hasSaved} />
            </div>
            {/* The saved-searches panel is a section with its own heading. */}
            {savedSearches}
            <RecentlyViewedSection items={data?.recently_viewed} />
          </>
        )}
        <NextSteps />
      </Container>
    </>
  );
}
