import { useEffect, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useFavoritesDialog } from "@web/lib/favorites-dialog";
import { buyerDashboardKeys, fetchBuyerDashboard } from "../api/buyer-dashboard";

/**
 * The buyer's dashboard in one request, read afresh whenever the page is shown, and again
 * when the favourites dialog closes (a list opened from the dashboard may have lost a listing).
 */
export function useBuyerDashboard(userId: string) {
  const queryClient = useQueryClient();
  const { open } = useFavoritesDialog();
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) void queryClient.invalidateQueries({ queryKey: buyerDashboardKeys.dashboard(userId) });
    wasOpen.current = open;
  }, [open, queryClient, userId]);

  return useQuery({
    queryKey: buyerDashboardKeys.dashboard(userId),
    queryFn: ({ signal }) => fetchBuyerDashboard(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
