// The demo advertisers' phones as if each had proved them by SMS: every agent's and agency
// owner's own number, and each agency's number under its owner. So the demo listings show
// their contact (only verified numbers are shown) and the demo accounts publish at once.
import type { verifiedPhones } from "../schema/phones";
import type { DemoAccounts } from "./accounts";

export function buildVerifiedPhones(demo: Pick<DemoAccounts, "agentProfiles" | "agencies">, now: Date): (typeof verifiedPhones.$inferInsert)[] {
  const rows = new Map<string, typeof verifiedPhones.$inferInsert>();
  const add = (userId: string, phone: string | null | undefined) => {
    if (phone) rows.set(`${userId}:${phone}`, { userId, phone, verifiedAt: now });
  };
  for (const profile of demo.agentProfiles) add(profile.userId, profile.phone);
  for (const agency of demo.agencies) add(agency.ownerId, agency.phone);
  return [...rows.values()];
}
