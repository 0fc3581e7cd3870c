import { useQuery } from "@tanstack/react-query";
import { getSubscription, subscriptionKey } from "@web/lib/subscription";

/** The signed-in person's plan (the same cache entry /precios reads). */
export function useCurrentSubscription(userId: string) {
  return useQuery({ queryKey: subscriptionKey(userId), queryFn: ({ signal }) => getSubscription(signal) });
}
