import { RequireAuth } from "@web/components/require-auth";
import { DashboardOverview } from "@web/features/dashboard/components/dashboard-overview";

export default function DashboardPage() {
  return (
    <RequireAuth>
      <DashboardOverview />
    </RequireAuth>
  );
}
