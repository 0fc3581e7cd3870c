import type { CostLine } from "@domain/listing-costs/cost-texts";
import { formatMoneyRange, type MoneyRange } from "@domain/listing-costs/money-range";
import { useLang } from "@web/lib/i18n/lang-context";

/**
 * A block of a listing's costs: each line with its one-sentence explanation and its amount
 * (a range when estimated), then the total. A table, so a screen reader reads each amount
 * with its line.
 */
export function CostTable({ caption, lines, total }: { caption: string; lines: CostLine[]; total: { label: string; amount: MoneyRange } }) {
  const lang = useLang();
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left text-base font-semibold text-slate-900">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-2.5 pr-3 font-normal">
              <span className="font-medium text-slate-900">{line.label}</span>
              <span className="mt-0.5 block text-slate-600">{line.note}</span>
            </th>
            <td className="py-2.5 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatMoneyRange(line.amount, lang)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="align-top">
          <th scope="row" className="pt-3 pr-3 font-semibold text-slate-900">
            {total.label}
          </th>
          <td className="pt-3 text-right text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {formatMoneyRange(total.amount, lang)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
