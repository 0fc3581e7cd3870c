import { useId, useRef } from "react";
import { FileUp } from "lucide-react";
import { AGENCY_ADMIN_TEXT as T } from "@domain/agencies/agency-admin-text";
import { AGENCY_SIGNUP_LIMITS, AGENCY_SIGNUP_MESSAGES, PROOF_ACCEPT } from "@domain/agencies/agency-signup";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useText } from "@web/lib/i18n/lang-context";
import { useAgencySignupMessages } from "../hooks/use-agency-signup";

/** What the browser can tell before sending: too big (the server also reads the bytes' real type). In Spanish, as the API's. */
export const proofProblem = (file: File | null): string | undefined =>
  !file ? AGENCY_SIGNUP_MESSAGES.proofRequired : file.size > AGENCY_SIGNUP_LIMITS.proofMaxBytes ? AGENCY_SIGNUP_MESSAGES.proofTooBig : undefined;

/** "Comprobante de domicilio": a PDF, JPG or PNG picked with our button (the browser's speaks its own language). */
export function ProofField({ file, onChange, error }: { file: File | null; onChange: (file: File | null) => void; error?: string }) {
  const t = useText();
  const M = useAgencySignupMessages();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {t(T.proofOfAddress)}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => input.current?.click()} aria-describedby={`${id}-label ${id}-help`}>
          <FileUp aria-hidden="true" className="size-5" />
          {file ? t(T.changeFile) : t(T.chooseFile)}
        </Button>
        {file && <span className="min-w-0 text-sm break-all text-slate-700">{file.name}</span>}
      </div>
      <input
        ref={input}
        type="file"
        accept={PROOF_ACCEPT}
        aria-label={t(T.chooseProof)}
        hidden
        onChange={(e) => {
          onChange(e.target.files?.[0] ?? null);
          e.target.value = "";
        }}
      />
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
      <p id={`${id}-help`} className="mt-1.5 text-sm text-slate-600">
        {M.proofHelp}
      </p>
    </div>
  );
}

/** The RFC of the agency as a persona moral, written in capitals. */
export function RfcField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const M = useAgencySignupMessages();
  return (
    <FormField label={M.rfcLabel} error={error} hint={M.rfcHint}>
      {(control) => (
        <Input
          {...control}
          value={value}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
      )}
    </FormField>
  );
}
