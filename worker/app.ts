import "./zod-spanish";
import { Hono } from "hono";
import { jsonBodyLimit } from "./middleware/body-limit";
import { appContext } from "./middleware/context";
import { notFound, onError } from "./middleware/errors";
import { sameOriginJson } from "./middleware/same-origin-json";
import { agenciesRoutes } from "./routes/agencies";
import { agentsRoutes } from "./routes/agents";
import { agencyInvitationsRoutes } from "./routes/agency-invitations";
import { agencyTeamRoutes } from "./routes/agency-team";
import { alcaldiasRoutes } from "./routes/alcaldias";
import { authRoutes } from "./routes/auth";
import { boardsRoutes } from "./routes/boards";
import { buyerDashboardRoutes } from "./routes/buyer-dashboard";
import { callRequestsRoutes } from "./routes/call-requests";
import { listingReportsRoutes, myListingHoldsRoutes } from "./routes/listing-reports";
import { checkoutRoutes } from "./routes/checkout";
import { planChangesRoutes } from "./routes/plan-changes";
import { clonedPropertiesRoutes } from "./routes/cloned-properties";
import { configRoutes } from "./routes/config";
import { devRoutes } from "./routes/dev";
import { favoritesRoutes } from "./routes/favorites";
import { healthRoutes } from "./routes/health";
import { leadsRoutes } from "./routes/leads";
import { listingImportsRoutes } from "./routes/listing-imports";
import { listingExportsRoutes } from "./routes/listing-exports";
import { listingPhotosRoutes } from "./routes/listing-photos";
import { listingsRoutes } from "./routes/listings";
import { locationsRoutes } from "./routes/locations";
import { meRoutes } from "./routes/me";
import { myAgencyRoutes } from "./routes/my-agency";
import { myProfileRoutes } from "./routes/my-profile";
import { myPropertiesRoutes } from "./routes/my-properties";
import { phonesRoutes } from "./routes/phones";
import { operatorRoutes } from "./routes/operator";
import { operatorPhotoFingerprintRoutes } from "./routes/operator-photo-fingerprints";
import { photoImportRoutes } from "./routes/photo-import";
import { plansRoutes } from "./routes/plans";
import { presentationsRoutes } from "./routes/presentations";
import { savedSearchesRoutes } from "./routes/saved-searches";
import { propertiesRoutes } from "./routes/properties";
import { publicBoardsRoutes } from "./routes/public-boards";
import { recentlyViewedRoutes } from "./routes/recently-viewed";
import { servicesRoutes } from "./routes/services";
import { sharesRoutes } from "./routes/shares";
import { stripeRoutes } from "./routes/stripe";
import { subscriptionRoutes } from "./routes/subscription";
import { invoicesRoutes } from "./routes/invoices";
import { invoiceDelivery } from "./middleware/invoice-delivery";
import type { AppEnv } from "./types";

// The JSON API under /api: one sub-app per resource, each in routes/<resource>.ts. Every
// success answers `{ data }` (204 has no body), every failure `{ error: { code, message } }`
// (errors.ts); /api/auth forwards better-auth's own answers. Caching is each route's
// middleware: cache(...) for public answers, noStore for personal ones. The paths of the
// requests that take payments (the webhook, the local "Pagar") send the receipts and CFDIs
// of what was paid after the answer.
export function createApi() {
  return new Hono<AppEnv>()
    .basePath("/api")
    .use(appContext, sameOriginJson, jsonBodyLimit)
    .use("/stripe/*", invoiceDelivery)
    .use("/checkout/sessions/*", invoiceDelivery)
    .use("/services/orders/*", invoiceDelivery)
    .route("/health", healthRoutes)
    .route("/locations", locationsRoutes)
    .route("/auth", authRoutes)
    .route("/me/dashboard", buyerDashboardRoutes)
    .route("/me/recently-viewed", recentlyViewedRoutes)
    .route("/me", meRoutes)
    .route("/phones", phonesRoutes)
    .route("/call-requests", callRequestsRoutes)
    .route("/listing-reports", listingReportsRoutes)
    .route("/my-listing-holds", myListingHoldsRoutes)
    .route("/properties", propertiesRoutes)
    .route("/leads", leadsRoutes)
    .route("/shares", sharesRoutes)
    .route("/presentations", presentationsRoutes)
    .route("/agencies", agenciesRoutes)
    .route("/agency", agencyTeamRoutes)
    .route("/agency-invitations", agencyInvitationsRoutes)
    .route("/my-agency", myAgencyRoutes)
    .route("/my-profile", myProfileRoutes)
    .route("/agents", agentsRoutes)
    .route("/alcaldias", alcaldiasRoutes)
    .route("/plans", plansRoutes)
    .route("/subscription", subscriptionRoutes)
    .route("/checkout", checkoutRoutes)
    .route("/plan-changes", planChangesRoutes)
    .route("/stripe", stripeRoutes)
    .route("/services", servicesRoutes)
    .route("/invoices", invoicesRoutes)
    .route("/my-properties", myPropertiesRoutes)
    .route("/listings", listingsRoutes)
    .route("/listings/:id/photos", listingPhotosRoutes)
    .route("/listing-imports", listingImportsRoutes)
    .route("/listing-exports", listingExportsRoutes)
    .route("/photo-import", photoImportRoutes)
    .route("/config", configRoutes)
    .route("/favorites", favoritesRoutes)
    .route("/saved-searches", savedSearchesRoutes)
    .route("/boards", boardsRoutes)
    .route("/public-boards", publicBoardsRoutes)
    .route("/cloned-properties", clonedPropertiesRoutes)
    .route("/operator/photo-fingerprints", operatorPhotoFingerprintRoutes)
    .route("/operator", operatorRoutes)
    .route("/dev", devRoutes)
    .notFound(notFound)
    .onError(onError);
}

// The API's routes with their inputs and answers, for a typed client (Hono's `hc`) or a
// type-level check; a type only, nothing of the worker is loaded by importing it.
export type AppType = ReturnType<typeof createApi>;
