// The drizzle schema, one file per area. (The one place that gathers them, for drizzle.)
export * from "./auth";
export * from "./agencies";
export * from "./locations";
export * from "./price-stats";
export * from "./properties";
export * from "./favorites";
export * from "./boards";
export * from "./billing";
export * from "./calls";
export * from "./mail";
export * from "./leads";
export * from "./versions";
export * from "./saved-searches";
export * from "./price-history";
export * from "./recently-viewed";
export * from "./saved-search-matches";
export * from "./listing-stats";
