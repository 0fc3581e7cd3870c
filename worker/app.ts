import "./zod-spanish";
import { Hono } from "hono";
import { jsonBodyLimit } from "./middleware/body-limit";
import { appContext } from "./middleware/context";
import { notFound, onError } from "./middleware/errors";
import { sameOriginJson } from "./middleware/same-origin-json";
import { agenciesRoutes, alcaldiasRoutes } from "./routes/agencies";
import { authRoutes } from "./routes/auth";
import { boardsRoutes, clonedPropertiesRoutes, publicBoardsRoutes } from "./routes/boards";
import { favoritesRoutes } from "./routes/favorites";
import { featuredRoutes } from "./routes/featured";
import {
  checkoutRoutes,
  configRoutes,
  myPropertiesRoutes,
  plansRoutes,
  servicesRoutes,
  stripeRoutes,
  subscriptionRoutes,
} from "./routes/billing";
import { callRequestsRoutes } from "./routes/call-requests";
import { devRoutes } from "./routes/dev";
import { healthRoutes } from "./routes/health";
import { leadsRoutes, listingEventsRoutes } from "./routes/leads";
import { listingsRoutes } from "./routes/listings";
import { listingPhotosRoutes } from "./routes/listing-photos";
import { locationsRoutes } from "./routes/locations";
import { meRoutes } from "./routes/me";
import { presentationsRoutes, propertiesRoutes, sharesRoutes } from "./routes/properties";
import type { AppEnv } from "./types";

// The JSON API under /api: one sub-app per resource.
export function createApi() {
  const api = new Hono<AppEnv>().basePath("/api");
  api.use("*", appContext);
  api.use("*", sameOriginJson);
  api.use("*", jsonBodyLimit);
  api.route("/health", healthRoutes);
  api.route("/locations", locationsRoutes);
  api.route("/auth", authRoutes);
  api.route("/me", meRoutes);
  api.route("/call-requests", callRequestsRoutes);
  api.route("/properties", featuredRoutes);
  api.route("/properties", propertiesRoutes);
  api.route("/properties", listingEventsRoutes);
  api.route("/leads", leadsRoutes);
  api.route("/shares", sharesRoutes);
  api.route("/presentations", presentationsRoutes);
  api.route("/agencies", agenciesRoutes);
  api.route("/alcaldias", alcaldiasRoutes);
  api.route("/plans", plansRoutes);
  api.route("/subscription", subscriptionRoutes);
  api.route("/checkout", checkoutRoutes);
  api.route("/stripe", stripeRoutes);
  api.route("/services", servicesRoutes);
  api.route("/my-properties", myPropertiesRoutes);
  api.route("/listings", listingsRoutes);
  api.route("/listings", listingPhotosRoutes);
  api.route("/config", configRoutes);
  api.route("/favorites", favoritesRoutes);
  api.route("/boards", boardsRoutes);
  api.route("/public-boards", publicBoardsRoutes);
  api.route("/cloned-properties", clonedPropertiesRoutes);
  api.route("/dev", devRoutes);
  api.notFound(notFound);
  api.onError(onError);
  return api;
}
