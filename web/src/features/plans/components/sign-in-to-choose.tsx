import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { LogIn, UserPlus } from "lucide-react";
import { formatPlanPrice, type Plan } from "@domain/billing/plans";
import { planWords } from "@domain/billing/billing-text";
import { PRICING_TEXT as P } from "@domain/billing/billing-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";

import { buttonClasses } from "@web/components/ui/button";
import { loginUrlFor, registerUrlFor } from "@web/lib/auth/redirect";
import { withChosenPlan } from "../plan-param";

/** The plan in a box: its name, price and period. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const lang = useLang();
  const name = planWords(plan, lang).name;
  return (
    <p className="mt-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700">
      <span className="font-semibold text-slate-900">{lang === "es" ? `Plan ${name}` : `${name} plan`}</span> ·{" "}
      {P.planSummary[lang](formatPlanPrice(plan))}
    </p>
  );
}

type SignInToChooseProps = {
  plan: Plan;
  /** COMMON_MESSAGES.signInToSubscribeTitle and .signInToSubscribe, as the dialog showing them marks a title and a description. */
  title: ReactNode;
  description: ReactNode;
  onNavigate: () => void;
};

/**
 * 'Elegir' signed out: plans are for agents and agencies; sign in or create the account the
 * plan is for, and come back to this plan to pay it.
 */
export function SignInToChoose({ plan, title, description, onNavigate }: SignInToChooseProps) {
  const location = useLocation();
  const back = withChosenPlan(location, plan.id);
  const t = useText();
  return (
    <>
      {title}
      {description}
      <p className="mt-2 text-sm text-pretty text-slate-600">{t(P.plansAreFor)}</p>
      <PlanSummary plan={plan} />
      <div className="mt-6 grid gap-2">
        <Link to={loginUrlFor(back)} onClick={onNavigate} className={buttonClasses("primary", "lg")}>
          <LogIn aria-hidden="true" className="size-5" />
          {t(P.signIn)}
        </Link>
        <Link
          to={registerUrlFor(back, plan.plan_type === "agency" ? "inmobiliaria" : "agente")}
          onClick={onNavigate}
          className={buttonClasses("outline", "lg")}
        >
          <UserPlus aria-hidden="true" className="size-5" />
          {t(plan.plan_type === "agency" ? P.registerAgency : P.registerAgent)}
        </Link>
      </div>
    </>
  );
}
