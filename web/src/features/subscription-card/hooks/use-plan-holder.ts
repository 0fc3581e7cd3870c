import { useQuery } from "@tanstack/react-query";
import { getPlanHolder, planHolderKey } from "@web/lib/subscription";

/** The plan the signed-in person publishes with and whose it is (their agency's, or their own). */
export function usePlanHolder(userId: string) {
  return useQuery({ queryKey: planHolderKey(userId), queryFn: ({ signal }) => getPlanHolder(signal) });
}
