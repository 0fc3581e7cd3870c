import { APP_READY_ATTRIBUTE } from "@domain/pages/page-document";
import type { CanonicalLocation } from "@domain/locations/location";
import { LOCATION_SEARCH_TEXTS } from "@domain/locations/location-search-texts";
import { pathInLang, splitLangPath, type Lang } from "@domain/i18n/lang";
import { SECTION_OPERATION } from "@domain/properties/sections";
import { locationSearchUrl } from "@web/lib/search-urls";
import { MIN_QUERY_LENGTH, SEARCH_DEBOUNCE_MS, SUGGESTION_LIMIT } from "./constants";

/** The form's section as the worker renders it; a switch tapped before the code is the app's to replay. */
const SECTION = "rentar";

/**
 * A search box the worker rendered answers the letters typed into it before the app's code
 * has run (web/src/boot.ts loads this small module, without React, once the page is painted
 * or when the box is focused): under the box, the places that match, each a link to its
 * search in the form's section. The app's own combobox takes over once it is ready (it gets the letters typed,
 * early-input-replay.ts), and this list goes. It lives outside the app's root, so hydration
 * never meets it. Resolves once the box has answered its first letters (or could not).
 */
export function suggestBeforeTheApp(input: HTMLInputElement): Promise<void> {
  let answered!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
  const lang = splitLangPath(window.location.pathname).lang;
  const texts = LOCATION_SEARCH_TEXTS[lang];
  const list = document.createElement("div");
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", texts.where);
  list.className = "absolute z-30 mt-2 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-menu";
  list.hidden = true;
  document.body.append(list);

  let timer: ReturnType<typeof setTimeout> | undefined;
  // Every question stays asked (the earlier one may answer first, and is worth showing until
  // the later one does); an answer older than the list on screen is dropped.
  const leaving = new AbortController();
  let asked = 0;
  let shown = 0;
  const appIsReady = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);

  const show = (places: CanonicalLocation[]) => {
    if (appIsReady()) return;
    list.replaceChildren(...places.map((place) => option(place, lang)));
    const box = input.getBoundingClientRect();
    list.style.left = `${box.left + window.scrollX}px`;
    list.style.top = `${box.bottom + window.scrollY}px`;
    list.style.width = `${box.width}px`;
    list.hidden = places.length === 0;
  };
  const answer = (question: number, places: CanonicalLocation[]) => {
    if (question < shown) return;
    shown = question;
    show(places);
  };
  const ask = () => {
    const q = input.value.trim();
    const question = ++asked;
    if (q.length < MIN_QUERY_LENGTH) return answer(question, []);
    const query = new URLSearchParams({ q, limit: String(SUGGESTION_LIMIT), operation: SECTION_OPERATION[SECTION] });
    // The API's own GET /api/locations, asked with fetch rather than through
    // api/search-locations.ts, whose API client lives in the app chunk this module must not
    // load. Ahead of the page's scripts on the connection: this is what the visitor waits for.
    fetch(`/api/locations?${query}`, { signal: leaving.signal, priority: "high" })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: CanonicalLocation[] }>) : { data: [] }))
      .then(({ data }) => answer(question, Array.isArray(data) ? data : []))
      // Offline, or the app took over: the app's combobox says what it must.
      .catch(() => undefined)
      .finally(answered);
  };
  // The first letters that make a question are asked at once (the visitor waits a whole
  // round trip for the first list, seconds on a slow phone); after that, the question waits
  // for a pause in typing, and each answer replaces the list the earlier one showed.
  const onInput = () => {
    clearTimeout(timer);
    if (asked === 0 && input.value.trim().length >= MIN_QUERY_LENGTH) ask();
    else timer = setTimeout(ask, SEARCH_DEBOUNCE_MS);
  };
  input.addEventListener("input", onInput);
  if (input.value) ask();

  const leave = new MutationObserver(() => {
    if (!appIsReady()) return;
    leave.disconnect();
    clearTimeout(timer);
    leaving.abort();
    input.removeEventListener("input", onInput);
    list.remove();
  });
  leave.observe(document.documentElement, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
  return firstAnswer;
}

/** A place as a link to its rent search: its name and where it is. */
function option(place: CanonicalLocation, lang: Lang): HTMLAnchorElement {
  const link = document.createElement("a");
  link.setAttribute("role", "option");
  link.setAttribute("aria-selected", "false");
  link.href = pathInLang(locationSearchUrl(SECTION, place), lang);
  link.className = "block min-h-12 rounded-lg px-3 py-2.5 hover:bg-slate-50";
  const name = document.createElement("span");
  name.className = "block font-semibold text-slate-900";
  name.textContent = place.nombre_canonico;
  link.append(name);
  if (place.contexto) {
    const context = document.createElement("span");
    context.className = "block text-sm text-slate-600";
    context.textContent = place.contexto;
    link.append(context);
  }
  return link;
}
