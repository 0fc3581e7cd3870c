import { formatListingPrice } from "../../domain/format/money";
import { pageHref } from "../../domain/pages/page-routes";
import type { Operation } from "../../domain/properties/property";
import type { Lang } from "../../domain/i18n/lang";
import { SAVED_SEARCH_ALERT_TEXTS, type SavedSearchMatchReason } from "../../domain/saved-searches/saved-search-alerts";
import { SAVED_SEARCH_FREQUENCY_LABEL_TEXTS, type SavedSearchFrequency } from "../../domain/saved-searches/saved-search";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, pageUrl, salutation } from "./layout";

export type AlertListing = {
  id: string;
  title: string;
  price: number;
  operation: Operation;
  colonia: string;
  /** The listing's main photo (its thumbnail), absolute, or null. */
  photo: string | null;
  reason: SavedSearchMatchReason;
};

export type SavedSearchAlertInput = {
  to: { email: string; name: string };
  /** The search owner's account language (users.lang). */
  lang: Lang;
  search: { name: string; frequency: SavedSearchFrequency };
  /** Up to ALERT_LISTINGS_MAX listings, newest first. */
  listings: AlertListing[];
  /** How many listings are news to the search (at least listings.length). */
  total: number;
  origin: string;
  /** The search's page ("Ver todas"), absolute, in the e-mail's language. */
  searchUrl: string;
  /** The signed one-click unsubscribe link, absolute. */
  unsubscribeUrl: string;
};

// The message as the mail adapter sends it (worker/adapters/mail.ts), with its headers.
// It carries the search's name: only to a confirmed address (audience).
export type SavedSearchAlertEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  audience: "confirmed";
};

// New listings for a saved search: each with its photo, price, colonia and link; "Ver todas"
// back to the search; and the one-click unsubscribe link, also in the List-Unsubscribe
// headers (RFC 8058) so the reader's mail app can offer it.
export function savedSearchAlertEmail(input: SavedSearchAlertInput): SavedSearchAlertEmail {
  const { to, lang, search, listings, total, origin, searchUrl, unsubscribeUrl } = input;
  const T = SAVED_SEARCH_ALERT_TEXTS[lang];
  const name = salutation(to, lang);
  const intro = T.intro(search.name, total, listings.length);
  const why = T.why(SAVED_SEARCH_FREQUENCY_LABEL_TEXTS[lang][search.frequency]);
  const link = (l: AlertListing) => pageUrl(origin, pageHref.property(l.id), lang);
  const price = (l: AlertListing) => formatListingPrice(l.price, l.operation, lang);

  const text = emailText(
    [
      `${name}, ${intro}`,
      ...listings.flatMap((l) => ["", `${l.title}`, `${price(l)} · ${l.colonia}${l.reason === "bajo_precio" ? ` · ${T.priceDrop}` : ""}`, link(l)]),
      "",
      `${T.seeAll}: ${searchUrl}`,
      "",
      why,
      `${T.unsubscribe}: ${unsubscribeUrl}`,
    ],
    lang,
  );

  const card = (l: AlertListing) => {
    const photo = l.photo
      ? `<a href="${escapeHtml(link(l))}"><img src="${escapeHtml(l.photo)}" alt="${escapeHtml(l.title)}" width="488" style="display:block;width:100%;max-width:488px;height:auto;border-radius:8px;border:0"></a>`
      : "";
    const drop = l.reason === "bajo_precio" ? `<span style="color:#c2410c;font-weight:600"> · ${escapeHtml(T.priceDrop)}</span>` : "";
    return `<tr><td style="padding-top:20px">${photo}
<div style="padding-top:8px;font-size:18px;font-weight:700;color:#0f172a">${escapeHtml(price(l))}</div>
<div style="font-size:15px;line-height:1.4"><a href="${escapeHtml(link(l))}" style="color:#0f766e;text-decoration:none;font-weight:600">${escapeHtml(l.title)}</a></div>
<div style="font-size:14px;color:#475569">${escapeHtml(l.colonia)}${drop}</div></td></tr>`;
  };

  const html = emailDocument(
    [
      emailParagraph(`${escapeHtml(name)}, ${escapeHtml(intro)}`),
      ...listings.map(card),
      emailButton(searchUrl, T.seeAll),
      emailNote(`${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#0f766e">${escapeHtml(T.unsubscribe)}</a>.`),
    ],
    lang,
  );

  return {
    to: to.email,
    subject: T.subject(total),
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    audience: "confirmed",
  };
}
