import { useEffect } from "react";
import { useAuth } from "@web/lib/auth/auth-context";
import { recordRecentlyViewed } from "../api/buyer-dashboard";

/**
 * /propiedad/{id}: a signed-in person's view goes into their "Vistos recientemente". It is
 * posted from an effect, after the page is on screen and the app has taken it over, so it
 * never delays the first paint, and as a POST it is never cached. Signed out, nothing is sent.
 */
export function useRecordView(propertyId: string) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId && propertyId) recordRecentlyViewed(propertyId);
  }, [userId, propertyId]);
}
