import type { ReactNode } from "react";
import { buttonClasses } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import { useAgencySignup, useAgencySignupMessages } from "../hooks/use-agency-signup";
import { AgencySignupForm } from "./agency-signup-form";
import { AgencyVerificationStatus } from "./agency-verification-status";
import type { ColoniaFieldProps } from "./zones-field";

/** Where the dashboard's "Equipo" sends an owner without an agency. */
export const AGENCY_SIGNUP_ANCHOR = "alta-inmobiliaria";

/**
 * The top of an inmobiliaria's dashboard: "Alta de tu inmobiliaria" while the account has
 * no agency, then the agency's verification until an operator approves it.
 */
export function AgencySignupSection({
  ColoniaField,
  PhoneVerification,
}: {
  ColoniaField: (props: ColoniaFieldProps) => ReactNode;
  /** Verifying a number by SMS (another feature), given by the route. */
  PhoneVerification: PhoneVerificationSlot;
}) {
  const M = useAgencySignupMessages();
  const signup = useAgencySignup();
  // Nothing to say while it loads or when it cannot be read (the tabs below say that).
  if (!signup.data) return null;
  if (signup.data.agency) {
    if (signup.data.agency.verified_at) return null;
    return (
      <Container className="pt-4">
        <AgencyVerificationStatus state={signup.data} />
      </Container>
    );
  }
  return (
    <Container className="pt-4">
      <section
        id={AGENCY_SIGNUP_ANCHOR}
        aria-labelledby="alta-inmobiliaria-titulo"
        className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="alta-inmobiliaria-titulo" tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {M.title}
        </h2>
        <p className="mt-1 max-w-2xl text-slate-600">{M.intro}</p>
        <AgencySignupForm state={signup.data} ColoniaField={ColoniaField} PhoneVerification={PhoneVerification} />
      </section>
    </Container>
  );
}

/** "Equipo" without an agency: what is missing and the way to create it. */
export function AgencySignupInvite() {
  const M = useAgencySignupMessages();
  return (
    <div className="flex flex-col items-start gap-3 py-6">
      <p className="text-slate-700">{M.noAgency}</p>
      <p className="max-w-2xl text-sm text-slate-600">{M.intro}</p>
      <a
        href={`#${AGENCY_SIGNUP_ANCHOR}`}
        onClick={() => requestAnimationFrame(() => document.getElementById(`${AGENCY_SIGNUP_ANCHOR}-titulo`)?.focus())}
        className={buttonClasses("primary")}
      >
        {M.start}
      </a>
    </div>
  );
}
