// The page's first script: the stylesheet (kept render-blocking in the HTML's head) and the
// rule for when the app's code loads.
import "./lib/zod-jitless";
import "@fontsource-variable/inter/wght.css";
import "./styles.css";
import { PAGE_SCRIPT_META, PAGE_STATE_ELEMENT_ID } from "@domain/pages/page-document";
import { earlyInput } from "./app/early-input-replay";

/** Longest the app's code waits behind a rendered page's own images and font. */
const CONTENT_FIRST_MS = 3000;

/**
 * A page the worker rendered is already readable: on a slow phone connection its image,
 * font and stylesheet get the bandwidth first, and the app's code (React, the router, the
 * page's module: what makes the page interactive) is asked for once its largest image (or
 * all of them) has arrived and been painted, as soon as the visitor touches, clicks or
 * types (the early-input script in the head tells), or after CONTENT_FIRST_MS. What the
 * visitor did before is replayed (web/src/app/early-input-replay.ts).
 * The app's shell (signed-in areas) shows nothing without the code: it loads at once.
 */
function whenContentHasLoaded(): Promise<void> {
  if (!document.getElementById(PAGE_STATE_ELEMENT_ID)) return Promise.resolve();
  const early = earlyInput();
  if (!early || early.woken) return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      early.onWake = null;
      clearTimeout(timer);
      resolve();
    };
    // The early-input script (inline in the head) saw the visitor act: the code loads now.
    early.onWake = go;
    const timer = setTimeout(go, CONTENT_FIRST_MS);
    const painted = () => requestAnimationFrame(() => setTimeout(go, 0));
    if (document.readyState === "complete") painted();
    else window.addEventListener("load", painted, { once: true });
    // The page's largest image (the one it asks for first) is what the person is looking at:
    // once it is there, the code need not wait for the rest of the page's images.
    const largest = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (largest?.complete) painted();
    else largest?.addEventListener("load", painted, { once: true });
  });
}

/**
 * Every script the page runs (named by the worker: the page's module, the app's main module
 * and all they import), asked for at once: the module loader would otherwise learn each
 * level of imports only once the level before had arrived, ten levels on a public page, a
 * round trip each on a phone's connection.
 */
function loadPageScripts(): Promise<unknown> {
  const scripts = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_SCRIPT_META}"]`)?.content.split(" ") ?? [];
  return Promise.all(scripts.filter(Boolean).map((script) => import(/* @vite-ignore */ script)));
}

void whenContentHasLoaded().then(() => Promise.all([loadPageScripts(), import("./main")]));
