// The page's first script: the stylesheet (kept render-blocking in the HTML's head) and the
// rule for when the app's code loads.
import "./lib/zod-jitless";
import "@fontsource-variable/inter/wght.css";
import "./styles.css";
import { APP_READY_ATTRIBUTE, PAGE_CODE_META, PAGE_SCRIPT_META, PAGE_STATE_ELEMENT_ID } from "@domain/pages/page-document";
import { earlyInput } from "./app/early-input-replay";

/** Longest the code waits after the visitor's first touch for the click a tap makes. */
const GESTURE_MS = 250;

/** Longest a signed-in person's page waits behind its own images and font before its code loads. */
const CONTENT_FIRST_MS = 3000;

/**
 * When a page's code runs. The app's shell (signed-in areas) shows nothing without it: at
 * once. A page the worker rendered is already readable, and on a slow phone connection its
 * image, font and stylesheet get the bandwidth first: the worker's PAGE_CODE_META says
 * what follows.
 * - `intent` (a visitor not signed in): once the content is painted, the code's bytes are
 *   fetched (nothing of it runs); the code runs when the visitor first acts. Evaluating the
 *   app and hydrating the page is a second of a phone's CPU that a reader never needs and
 *   that a tap would otherwise wait behind; links, the menu and the dialogs that open by
 *   invoker commands answer without it.
 * - `painted` (signed in): the code loads once the content is painted, or at the first act.
 * Whatever the visitor did before is held by the early-input script and replayed by the app
 * (web/src/app/early-input-replay.ts).
 */
async function whenToRun(): Promise<void> {
  if (!document.getElementById(PAGE_STATE_ELEMENT_ID)) return;
  const early = earlyInput();
  if (!early || early.woken) return;
  const acted = new Promise<void>((resolve) => {
    // What the act does by itself is painted first (a dialog the browser opens, a link's
    // press): a tap's click comes after the finger has lifted, so the code waits for that
    // click or GESTURE_MS (a scroll makes none), then for the next frame.
    early.onWake = () => {
      early.onWake = null;
      let done = false;
      const next = () => {
        if (done) return;
        done = true;
        document.removeEventListener("click", next, true);
        requestAnimationFrame(() => setTimeout(resolve, 0));
      };
      document.addEventListener("click", next, true);
      setTimeout(next, GESTURE_MS);
    };
  });
  const painted = contentPainted();
  const placesAnswered = suggestPlacesBeforeTheApp(painted);
  if (metaContent(PAGE_CODE_META) !== "intent") return Promise.race([painted, acted]);
  void painted.then(fetchPageScripts);
  return acted.then(() => {
    // A visitor whose first act is to type a place gets its suggestions first: the app's
    // code (a phone's connection and CPU for a second or two) waits for their answer.
    if (placesAnswered && document.activeElement?.matches(PLACE_SEARCH_BOX))
      return Promise.race([placesAnswered, new Promise<void>((resolve) => setTimeout(resolve, TYPING_FIRST_MS))]);
  });
}

/**
 * A place search box (the home page's) answers the letters typed into it before the app's
 * code has run: its suggestions come from a small module of their own (early-suggestions.ts,
 * a few kB without React), loaded once the page's content is painted or as soon as the box
 * is focused, whichever comes first.
 */
function suggestPlacesBeforeTheApp(painted: Promise<void>): Promise<void> | null {
  const box = document.querySelector<HTMLInputElement>(PLACE_SEARCH_BOX);
  if (!box) return null;
  let answered!: (first: Promise<void>) => void;
  const firstAnswer = new Promise<void>((resolve) => (answered = (first) => void first.then(resolve)));
  let started = false;
  const start = () => {
    if (started || document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) return;
    started = true;
    box.removeEventListener("focus", start);
    void import("./features/location-search/early-suggestions").then(({ suggestBeforeTheApp }) => answered(suggestBeforeTheApp(box)));
  };
  box.addEventListener("focus", start);
  if (document.activeElement === box) start();
  void painted.then(start);
  return firstAnswer;
}

/** Longest the app's code waits for the first suggestions of a place typed before it ran. */
const TYPING_FIRST_MS = 2000;

/** The worker-rendered place search box: the combobox of a search form. */
const PLACE_SEARCH_BOX = 'form[role="search"] input[role="combobox"]';

/**
 * Resolves once the page's largest image (the one it asks for first: what the person is
 * looking at) or all its images have arrived and been painted, or after CONTENT_FIRST_MS.
 */
function contentPainted(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CONTENT_FIRST_MS);
    const painted = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(timer);
          resolve();
        }, 0),
      );
    if (document.readyState === "complete") painted();
    else window.addEventListener("load", painted, { once: true });
    const largest = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (largest?.complete) painted();
    else largest?.addEventListener("load", painted, { once: true });
  });
}

/**
 * Every script the page runs (named by the worker: the page's module, the app's main module
 * and all they import). Asked for all at once: the module loader would otherwise learn each
 * level of imports only once the level before had arrived, ten levels on a public page, a
 * round trip each on a phone's connection.
 */
function pageScripts(): string[] {
  return (metaContent(PAGE_SCRIPT_META) ?? "").split(" ").filter(Boolean);
}

/**
 * Puts the page's scripts in the browser's cache without running them (they are immutable,
 * cached for a year): when the visitor acts, only the CPU's part is left. Prefetch links, at
 * the lowest priority, so a photo the page asks for later still goes first. Starting a
 * request costs a phone's main thread a few milliseconds, thirty-odd of them a blocking
 * 150–250 ms: they are started a few at a time, a task each, and stop once the visitor acts
 * (the code's own requests take over).
 */
async function fetchPageScripts() {
  const scripts = pageScripts();
  for (let at = 0; at < scripts.length && !earlyInput()?.woken; at += REQUESTS_PER_TASK) {
    const links = scripts.slice(at, at + REQUESTS_PER_TASK).map((script) => `<link rel="prefetch" href="${script}">`);
    document.head.insertAdjacentHTML("beforeend", links.join(""));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** How many of the page's scripts one task asks for while the page waits for its visitor. */
const REQUESTS_PER_TASK = 1;

function loadPageScripts(): Promise<unknown> {
  return Promise.all(pageScripts().map((script) => import(/* @vite-ignore */ script)));
}

function metaContent(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

void whenToRun().then(() => Promise.all([loadPageScripts(), import("./main")]));
