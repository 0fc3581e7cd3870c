import type { ReactNode } from "react";
import { FlaskConical, Lock, type LucideIcon } from "lucide-react";
import { formatPriceMXN } from "@domain/format/money";
import { Button } from "@web/components/ui/button";
import { CHECKOUT_TEXT as T } from "../checkout-texts";
import { useLang } from "@web/lib/i18n/lang-context";

export type FinishAction = "pay" | "cancel";

type CheckoutSummaryCardProps = {
  icon: LucideIcon;
  heading: string;
  /** What is bought, above the price. */
  children: ReactNode;
  amountMxn: number;
  /** Beside the price: how it is charged. */
  priceUnit: string;
  /** Under the price: how long it lasts. */
  term: string;
  /** Under the term: what it includes. */
  details?: ReactNode;
  /** Under the buttons: what paying does on the local test checkout. */
  localNote: string;
  /** The action on its way, if any: both buttons wait for it. */
  pending: FinishAction | null | undefined;
  onFinish: (action: FinishAction) => void;
};

/** The local test checkout's card: what is bought, its price, 'Pagar' and 'Cancelar'. */
export function CheckoutSummaryCard({
  icon: Icon,
  heading,
  children,
  amountMxn,
  priceUnit,
  term,
  details,
  localNote,
  pending,
  onFinish,
}: CheckoutSummaryCardProps) {
  const lang = useLang();
  return (
    <section aria-labelledby="checkout-title" className="rounded-2xl border border-slate-200 bg-white shadow-card">
      <div className="border-b border-slate-200 p-6">
        <h1 id="checkout-title" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          <Icon aria-hidden="true" className="size-4" />
          {heading}
        </h1>
        {children}
        <p className="mt-5 flex items-baseline gap-1">
          <span className="text-4xl font-semibold tracking-tight text-slate-900">{formatPriceMXN(amountMxn, lang)}</span>
          <span className="text-slate-600">{priceUnit}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">{term}</p>
        {details}
      </div>
      <div className="flex flex-col gap-3 p-6">
        <Button size="lg" busy={pending === "pay"} disabled={Boolean(pending)} onClick={() => onFinish("pay")}>
          {(pending === "pay" ? T.paying : T.pay)[lang]}
        </Button>
        <Button variant="outline" size="lg" busy={pending === "cancel"} disabled={Boolean(pending)} onClick={() => onFinish("cancel")}>
          {(pending === "cancel" ? T.canceling : T.cancel)[lang]}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
          <Lock aria-hidden="true" className="size-3.5" />
          {localNote}
        </p>
      </div>
    </section>
  );
}

/** The banner above a local test checkout: no real money moves. */
export function TestPaymentNotice() {
  const lang = useLang();
  return (
    <p className="mb-4 flex items-center gap-2 rounded-lg bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-900 ring-1 ring-accent-200">
      <FlaskConical aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
      {T.testPayment[lang]}
    </p>
  );
}
