import * as z from "zod";
import type { FavoriteList } from "../favorites/favorites";
import { recordIdSchema } from "../ids";
import type { Operation, PropertyType } from "../properties/property";

// The buyer's dashboard (/dashboard for people who search): their favourite lists with the
// last photos saved in each, the listings they opened last, and the price changes of the
// listings they saved. GET /api/me/dashboard answers all three at once.

/** How many listings a person's "Vistos recientemente" keeps (older views are dropped on write). */
export const RECENTLY_VIEWED_MAX = 20;
/** The photos a list shows on the dashboard: its last saved listings'. */
export const LIST_PHOTOS_MAX = 4;
/** The price changes of saved listings the dashboard shows, newest first, within the window. */
export const PRICE_CHANGES_MAX = 10;
export const PRICE_CHANGES_WINDOW_DAYS = 90;

/** POST /api/me/recently-viewed: the listing the person just opened on /propiedad/{id}. */
export const recordViewSchema = z.object({ propertyId: recordIdSchema });

/** A listing as the dashboard's small cards show it: main photo (thumbnail when there is one), price, colonia. */
export type ListingSummary = {
  id: string;
  title: string;
  price: number;
  operation_type: Operation;
  property_type: PropertyType;
  neighborhood: string;
  photo: { url: string; alt: string | null } | null;
};

/** A favourite list with the main photos of its last saved listings (newest first). */
export type DashboardList = FavoriteList & { photos: { url: string; alt: string | null }[] };

export type RecentlyViewedItem = { listing: ListingSummary; viewed_at: string };

/** One change of a saved listing's price. */
export type FavoritePriceChange = { id: string; listing: ListingSummary; old_price: number; new_price: number; changed_at: string };

export type BuyerDashboard = {
  lists: DashboardList[];
  recently_viewed: RecentlyViewedItem[];
  price_changes: FavoritePriceChange[];
};
