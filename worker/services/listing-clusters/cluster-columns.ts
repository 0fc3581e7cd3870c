import { sql } from "drizzle-orm";
import { properties } from "../../../db/schema/properties";

// How many other advertisers publish the same home as this listing: a correlated count
// through properties_cluster_idx (cluster_id, status), evaluated only for the rows a page
// shows, and none for a listing in no cluster.
export const alsoListedByColumn = sql<number>`CASE WHEN ${properties.clusterId} IS NULL THEN 0 ELSE (
  SELECT count(DISTINCT coalesce(o.agency_id, o.agent_id)) FROM properties o
  WHERE o.cluster_id = ${properties.clusterId} AND o.status = 'publicada'
    AND coalesce(o.agency_id, o.agent_id) IS NOT coalesce(${properties.agencyId}, ${properties.agentId})) END`;
