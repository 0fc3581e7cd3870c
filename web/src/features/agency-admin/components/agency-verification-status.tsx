import { useState, type FormEvent } from "react";
import { Clock, ShieldAlert, ShieldCheck } from "lucide-react";
import {
  AGENCY_VERIFICATION_TEXT,
  AGENCY_VERIFICATION_TEXT_EN,
  verificationResubmitSchema,
  type AgencySignupState,
} from "@domain/agencies/agency-signup";
import { Button } from "@web/components/ui/button";
import { ApiError, failureText } from "@web/lib/api-client";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { useResubmitVerification } from "../hooks/use-agency-signup";
import { ProofField, proofProblem, RfcField } from "./verification-fields";

/**
 * The agency's verification as its owner sees it on the dashboard: waiting for review,
 * rejected with the operator's reason (and a way to send it again), or verified.
 */
export function AgencyVerificationStatus({ state }: { state: AgencySignupState }) {
  const T = useLang() === "es" ? AGENCY_VERIFICATION_TEXT : AGENCY_VERIFICATION_TEXT_EN;
  if (!state.agency) return null;
  const status = state.agency.verified_at ? "aprobada" : (state.verification?.status ?? null);
  if (status === "aprobada")
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-primary-800">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {T.approved}
      </p>
    );
  return (
    <section aria-labelledby="verificacion-inmobiliaria" className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <p className="text-sm font-semibold text-slate-700">{T.unverified}</p>
      <h2 id="verificacion-inmobiliaria" className="mt-1 flex items-center gap-2 text-lg font-semibold text-slate-900">
        {status === "rechazada" ? (
          <ShieldAlert aria-hidden="true" className="size-5 text-danger-700" />
        ) : (
          <Clock aria-hidden="true" className="size-5" />
        )}
        {status === "rechazada" ? T.rejected : T.pending}
      </h2>
      {status === "rechazada" ? (
        <>
          {state.verification?.reason && <p className="mt-2 text-slate-800">«{state.verification.reason}»</p>}
          <p className="mt-2 text-sm text-slate-700">{T.rejectedHint}</p>
          <ResubmitForm />
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{T.pendingHint}</p>
      )}
    </section>
  );
}

function ResubmitForm() {
  const T = useLang() === "es" ? AGENCY_VERIFICATION_TEXT : AGENCY_VERIFICATION_TEXT_EN;
  const m = useMessageIn();
  const resubmit = useResubmitVerification();
  const [rfc, setRfc] = useState("");
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ rfc?: string; proof?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationResubmitSchema.safeParse({ rfc });
    // The schema's messages are Spanish: an English page shows their twins.
    const next = { rfc: parsed.success ? undefined : m(parsed.error.issues[0]?.message), proof: m(proofProblem(proof)) };
    setErrors(next);
    if (next.rfc || next.proof) return;
    const form = new FormData();
    form.set("rfc", rfc);
    form.set("proof", proof!);
    resubmit.mutate(form, {
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        setErrors(fields ? { rfc: fields.rfc?.[0], proof: fields.proof?.[0] } : { form: failureText(error) });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid max-w-xl gap-4">
      <RfcField value={rfc} onChange={setRfc} error={errors.rfc} />
      <ProofField file={proof} onChange={setProof} error={errors.proof} />
      {errors.form && (
        <p role="alert" className="text-sm text-danger-700">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" busy={resubmit.isPending}>
          {T.resubmit}
        </Button>
      </div>
    </form>
  );
}
