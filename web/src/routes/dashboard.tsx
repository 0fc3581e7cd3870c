import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { isAgentRole } from "@domain/auth/roles";
import type { MyListing } from "@domain/listings/my-listing";
import { RequireAuth } from "@web/components/require-auth";
import { BuyerDashboard } from "@web/features/dashboard/components/buyer-dashboard";
import { DashboardHeader, NextSteps } from "@web/features/dashboard/components/dashboard-overview";
import { DashboardTabs } from "@web/features/dashboard/components/dashboard-tabs";
import { SavedSearchesPanel } from "@web/features/saved-searches/components/saved-searches-panel";
import { MyListingsPanel } from "@web/features/my-listings/components/my-listings-panel";
import { ExportListingsButton } from "@web/features/listing-exports/components/export-listings-button";
import { ListingReviewNotice } from "@web/features/listing-reports/components/listing-review-notice";
import { useListingAgents, useRefreshMyListings } from "@web/features/my-listings/hooks/use-my-listings";
import { LazyPremiumServicesDialog } from "@web/features/premium-services/components/lazy-premium-services-dialog";
import { SubscriptionCard } from "@web/features/subscription-card/components/subscription-card";
import { useAuth } from "@web/lib/auth/auth-context";
import { PageSkeleton } from "@web/components/page-skeleton";

// The tabs behind "Mis propiedades" load their code when first opened: the listings, the
// tab a phone opens on, do not wait for the messages', the team's or the agency profile's.
const LeadsInbox = lazy(() => import("@web/features/leads/components/leads-inbox").then((m) => ({ default: m.LeadsInbox })));
const TeamPanel = lazy(() => import("@web/features/agency-team/components/team-panel").then((m) => ({ default: m.TeamPanel })));
const AgencyReportPanel = lazy(() =>
  import("@web/features/agency-admin/components/agency-report-panel").then((m) => ({ default: m.AgencyReportPanel })),
);
const InvoicesPanel = lazy(() => import("@web/features/invoices/components/invoices-panel").then((m) => ({ default: m.InvoicesPanel })));
const DashboardAgencyProfile = lazy(() => import("./dashboard/agency-profile").then((m) => ({ default: m.DashboardAgencyProfile })));
const DashboardAgencySignup = lazy(() => import("./dashboard/agency-signup").then((m) => ({ default: m.DashboardAgencySignup })));
const AgencySignupInvite = lazy(() =>
  import("@web/features/agency-admin/components/agency-signup-section").then((m) => ({ default: m.AgencySignupInvite })),
);

// A listing en revisión in "Mis propiedades": why, and the advertiser's answer.
const reviewNotice = (listing: MyListing) => <ListingReviewNotice propertyId={listing.id} />;

const later = (panel: ReactNode) => <Suspense fallback={<PageSkeleton />}>{panel}</Suspense>;

export default function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  const { user } = useAuth();
  if (!user) return null;
  // People who search: their lists, price changes, saved searches and recently viewed listings.
  if (!isAgentRole(user.role)) return <BuyerDashboard savedSearches={<SavedSearchesPanel />} />;
  return <AdvertiserDashboard userId={user.id} isAgency={user.role === "inmobiliaria"} />;
}

/** Agents and agencies: their listings and plan, their messages, and the next steps. */
function AdvertiserDashboard({ userId, isAgency }: { userId: string; isAgency: boolean }) {
  const agents = useListingAgents(userId);
  const refreshListings = useRefreshMyListings(userId);
  const [servicesFor, setServicesFor] = useState<{ id: string; title: string } | null>(null);
  const [servicesOpen, setServicesOpen] = useState(false);

  const openServices = useCallback((listing: MyListing) => {
    setServicesFor({ id: listing.id, title: listing.title });
    setServicesOpen(true);
  }, []);

  return (
    <>
      <DashboardHeader compact />
      {/* An inmobiliaria without an agency yet: "Alta de tu inmobiliaria"; then its verification. */}
      {isAgency && (
        <Suspense fallback={null}>
          <DashboardAgencySignup />
        </Suspense>
      )}
      <DashboardTabs
        panels={{
          propiedades: (
            <MyListingsPanel
              onServices={openServices}
              plan={<SubscriptionCard />}
              review={reviewNotice}
              actions={<ExportListingsButton userId={userId} className="w-full sm:w-auto" />}
            />
          ),
          mensajes: later(<LeadsInbox agents={isAgency && agents.length > 1 ? agents : undefined} />),
          resumen: (
            <>
              {isAgency && later(<DashboardAgencyProfile />)}
              <NextSteps />
            </>
          ),
          // Agency owners only: their team, and their agency's numbers.
          ...(isAgency
            ? { equipo: later(<TeamPanel userId={userId} noAgency={<AgencySignupInvite />} />), reportes: later(<AgencyReportPanel />) }
            : {}),
          facturas: later(<InvoicesPanel />),
        }}
      />
      {servicesFor && (
        <LazyPremiumServicesDialog
          open={servicesOpen}
          property={servicesFor}
          onOpenChange={(open) => {
            setServicesOpen(open);
            // A service activated for a listing shows on its row.
            if (!open) refreshListings();
          }}
        />
      )}
    </>
  );
}
