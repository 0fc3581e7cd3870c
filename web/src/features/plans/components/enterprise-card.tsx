import { useId } from "react";
import { Building, Mail } from "lucide-react";
import type { Plan } from "@domain/billing/plans";
import { CheckList } from "@web/components/check-list";
import { planWords } from "@domain/billing/billing-text";
import { PRICING_TEXT as P } from "@domain/billing/billing-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";

/** An e-mail draft to sales with the subject 'Enterprise Plan'. */
export const SALES_MAILTO = "mailto:ventas@hogaria.mx?subject=Enterprise%20Plan";

/** The enterprise plan: 'A medida', what it includes and 'Contactar Ventas' (no checkout). */
export function EnterpriseCard({ plan }: { plan: Plan }) {
  const titleId = useId();
  const t = useText();
  const words = planWords(plan, useLang());
  return (
    <section aria-labelledby={titleId} className="on-dark relative overflow-hidden rounded-2xl bg-slate-900 p-6 text-white shadow-card sm:p-8">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-primary-600/25 blur-3xl" />
      <div className="relative grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] lg:items-center">
        <div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold text-primary-100">
            <Building aria-hidden="true" className="size-3.5" />
            {t(P.bigTeams)}
          </span>
          <h3 id={titleId} className="mt-3 text-2xl font-semibold">
            {words.name}
          </h3>
          {words.description && <p className="mt-1 text-pretty text-slate-300">{words.description}</p>}
          <p className="mt-4 text-3xl font-semibold tracking-tight">{t(P.custom)}</p>
        </div>
        <CheckList items={[...words.feature_list]} onDark className="grid gap-2.5 text-sm text-slate-200 sm:grid-cols-2" />
        <a
          href={SALES_MAILTO}
          aria-describedby={titleId}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold whitespace-nowrap text-slate-900 shadow-sm transition-colors hover:bg-primary-50"
        >
          <Mail aria-hidden="true" className="size-5" />
          {t(P.contactSales)}
        </a>
      </div>
    </section>
  );
}
