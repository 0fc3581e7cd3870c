import { useCallback, useState } from "react";
import { isAgentRole } from "@domain/auth/roles";
import type { MyListing } from "@domain/listings/my-listing";
import { RequireAuth } from "@web/components/require-auth";
import { BuyerDashboard } from "@web/features/dashboard/components/buyer-dashboard";
import { DashboardHeader, NextSteps } from "@web/features/dashboard/components/dashboard-overview";
import { DashboardTabs } from "@web/features/dashboard/components/dashboard-tabs";
import { LeadsInbox } from "@web/features/leads/components/leads-inbox";
import { SavedSearchesPanel } from "@web/features/saved-searches/components/saved-searches-panel";
import { MyListingsPanel } from "@web/features/my-listings/components/my-listings-panel";
import { useListingAgents, useRefreshMyListings } from "@web/features/my-listings/hooks/use-my-listings";
import { LazyPremiumServicesDialog } from "@web/features/premium-services/components/lazy-premium-services-dialog";
import { SubscriptionCard } from "@web/features/subscription-card/components/subscription-card";
import { TeamPanel } from "@web/features/agency-team/components/team-panel";
import { useAuth } from "@web/lib/auth/auth-context";
import { AgencyReportPanel } from "@web/features/agency-admin/components/agency-report-panel";
import { AgencyProfileSection } from "@web/features/agency-admin/components/agency-profile-form";
import { LocationField } from "@web/features/location-search/components/location-field";

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
      <DashboardTabs
        panels={{
          propiedades: <MyListingsPanel onServices={openServices} plan={<SubscriptionCard />} />,
          mensajes: <LeadsInbox agents={isAgency && agents.length > 1 ? agents : undefined} />,
          resumen: (
            <>
              {isAgency && (
                <AgencyProfileSection
                  ColoniaField={({ label, onSelect, resetKey }) => (
                    <LocationField key={resetKey} label={label} onSelect={onSelect} placeholder="Escribe una colonia" />
                  )}
                />
              )}
              <NextSteps />
            </>
          ),
          // Agency owners only: their team, and their agency's numbers.
          ...(isAgency ? { equipo: <TeamPanel userId={userId} />, reportes: <AgencyReportPanel /> } : {}),
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
