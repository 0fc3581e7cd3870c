// What a page the worker rendered carries for the browser besides its markup, named once for
// both sides. Nothing else lives here: web/src/boot.ts, the first script of every page, reads
// this module, and whatever it imports would load before the page's own code.

/** The non-executable JSON script with the page's state (its data, who it was rendered for). */
export const PAGE_STATE_ELEMENT_ID = "hogaria-page-state";

/**
 * The head's meta tag that names the scripts the page runs (its module, the app's, and all
 * they import; space-separated), for the browser to fetch all at once.
 */
export const PAGE_SCRIPT_META = "hogaria:page-script";

/**
 * The head's meta tag that says when a rendered page runs the app's code (web/src/boot.ts):
 * - `intent`: for a visitor who is not signed in. The page is complete without code (links,
 *   dialogs opened by invoker commands, plain fields), so the code's bytes are fetched once
 *   the page's content has been painted, and the code runs when the visitor first acts (a
 *   touch, a click, a key, focus, the mouse or the wheel); the early-input script holds what
 *   they did until then. A visitor who only reads never pays for it.
 * - `painted`: for a signed-in person, who came to work on the page (and whose visit the app
 *   records): the code loads and runs once the page's content has been painted, or at their
 *   first act if that comes sooner.
 */
export const PAGE_CODE_META = "hogaria:code";
export type PageCodeWhen = "intent" | "painted";

/**
 * The head's meta tags with the basemap the worker is configured with, the only way the web
 * app learns it: a tile service (MAP_TILE_URL, a Leaflet URL template, and
 * MAP_TILE_ATTRIBUTION), or else the URL of the PMTiles archive the worker serves from R2.
 * Without either, maps draw the schematic map built with the app.
 */
export const MAP_TILES_META = "hogaria:tiles";
export const MAP_TILES_ATTRIBUTION_META = "hogaria:tiles-attribution";
export const MAP_TILES_ARCHIVE_META = "hogaria:tiles-archive";

/**
 * `<html data-app-ready>`: set once the app has taken the page over (hydrated, or rendered).
 * Until then the page's inline early-input script holds the taps on its controls, and the
 * app replays them once this is set.
 */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/** The window property where the early-input script leaves what it held for the app. */
export const EARLY_INPUT_GLOBAL = "__hogariaEarlyInput";

/** The attribute on a control whose tap is held until the app is ready (styles.css shows it). */
export const EARLY_INPUT_HELD_ATTRIBUTE = "data-early-held";

/**
 * The non-executable JSON script of a signed-in page's shell with the worker's answers to the
 * page's first API reads (domain/pages/shell-reads.ts), by path. Not the page state: the shell
 * is rendered in the browser, not hydrated.
 */
export const SHELL_ANSWERS_ELEMENT_ID = "hogaria-shell-answers";
