import { sql, type AnyColumn, type SQL } from "drizzle-orm";

type Ref = AnyColumn | SQL;

// A suspended account advertises nothing: none of its listings returns to search, and no
// link it sent a client (a sheet, a presentation, a board) leads to it any more.

/** True when the account `userId` names is suspended. */
export const accountSuspended = (userId: Ref): SQL => sql`EXISTS (SELECT 1 FROM users su WHERE su.id = ${userId} AND su.suspended_at IS NOT NULL)`;

/** True when a listing's agent, or the owner of the agency it belongs to, is suspended. */
export const listingAdvertiserSuspended = (agentId: Ref, agencyId: Ref): SQL =>
  sql`(${accountSuspended(agentId)} OR EXISTS (SELECT 1 FROM agencies sa JOIN users so ON so.id = sa.owner_id
    WHERE sa.id = ${agencyId} AND so.suspended_at IS NOT NULL))`;
