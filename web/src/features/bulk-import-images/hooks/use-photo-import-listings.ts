import { useQuery } from "@tanstack/react-query";
import { fetchPhotoImportListings } from "../api/photo-import-listings";

export const photoImportListingsKey = (userId: string) => ["photo-import-listings", userId] as const;

/** The person's listings to match file names against (read once per visit of the page). */
export function usePhotoImportListings(userId: string) {
  return useQuery({
    queryKey: photoImportListingsKey(userId),
    queryFn: ({ signal }) => fetchPhotoImportListings(signal),
    staleTime: 0,
  });
}
