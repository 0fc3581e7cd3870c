import type { NotGivenCount } from "@domain/properties/fact-filters";
import { notGivenSentence } from "@domain/properties/fact-filters";
import { notGivenSentenceEn } from "@domain/properties/search-filter-texts";
import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";

/**
 * Under the result count, for each fact the search asks about: how many listings were left
 * out because their advertiser did not say it ('12 más no indican si aceptan mascotas').
 */
export function NotGivenNote({ counts }: { counts: readonly NotGivenCount[] }) {
  const lang = useLang();
  const shown = counts.filter((c) => c.count > 0);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={SEARCH_PAGE_TEXTS[lang].notGivenList} className="mt-1 text-sm text-slate-600">
      {shown.map((c) => (
        <li key={c.filter}>{lang === "es" ? notGivenSentence(c.filter, c.count) : notGivenSentenceEn(c.filter, c.count)}.</li>
      ))}
    </ul>
  );
}
