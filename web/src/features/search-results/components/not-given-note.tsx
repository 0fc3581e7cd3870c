import type { NotGivenCount } from "@domain/properties/fact-filters";
import { notGivenSentence } from "@domain/properties/fact-filters";

/**
 * Under the result count, for each fact the search asks about: how many listings were left
 * out because their advertiser did not say it ('12 más no indican si aceptan mascotas').
 */
export function NotGivenNote({ counts }: { counts: readonly NotGivenCount[] }) {
  const shown = counts.filter((c) => c.count > 0);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Propiedades que no indican lo que pides" className="mt-1 text-sm text-slate-600">
      {shown.map((c) => (
        <li key={c.filter}>{notGivenSentence(c.filter, c.count)}.</li>
      ))}
    </ul>
  );
}
