import type { Operation } from "@domain/properties/property";
import { listingPriceParts } from "@domain/format/money";
import { useLang } from "@web/lib/i18n/lang-context";

/** A listing's price in the page's language: the amount, then a rent's period set apart ("$18,000" "/mes"). */
export function ListingPrice({ price, operation, periodClassName }: { price: number; operation: Operation; periodClassName: string }) {
  const { amount, period } = listingPriceParts(price, operation, useLang());
  return (
    <>
      {amount}
      {period && <span className={periodClassName}>{period}</span>}
    </>
  );
}
