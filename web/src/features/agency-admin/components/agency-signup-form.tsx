import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { CircleCheck } from "lucide-react";
import { AGENCY_ADMIN_TEXT as T } from "@domain/agencies/agency-admin-text";
import { AGENCY_MESSAGES, AGENCY_PROFILE_LIMITS } from "@domain/agencies/agency-profile";
import { agencySignupSchema, suggestAgencySlug, type AgencySignupState } from "@domain/agencies/agency-signup";
import { AgencyLogo } from "@web/components/agency-logo";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, inputClasses } from "@web/components/ui/input";
import { ApiError, failureText } from "@web/lib/api-client";
import { useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import { useAgencySignupMessages, useCreateAgency, useRefreshAgencySignup, useSlugAvailability } from "../hooks/use-agency-signup";
import { LogoPicker } from "./logo-picker";
import { ProofField, proofProblem, RfcField } from "./verification-fields";
import { ZonesField, zoneIds, type ColoniaFieldProps, type ZonesValue } from "./zones-field";

type Errors = Partial<Record<"name" | "slug" | "description" | "zone_ids" | "phone" | "rfc" | "logo" | "proof" | "form", string>>;

const formatPhone = (p: string) => `${p.slice(0, 2)} ${p.slice(2, 6)} ${p.slice(6)}`;

/**
 * "Alta de tu inmobiliaria": the agency (name, the address of its public page checked as it
 * is typed, logo, description, zones, a verified contact phone) and its verification (RFC
 * and proof of address), sent together: the server creates all of it or nothing.
 */
export function AgencySignupForm({
  state,
  ColoniaField,
  PhoneVerification,
}: {
  state: AgencySignupState;
  ColoniaField: (props: ColoniaFieldProps) => ReactNode;
  /** Verifying a number by SMS (another feature), given by the route. */
  PhoneVerification: PhoneVerificationSlot;
}) {
  const t = useText();
  const m = useMessageIn();
  const M = useAgencySignupMessages();
  const create = useCreateAgency();
  const refreshSignup = useRefreshAgencySignup();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [description, setDescription] = useState("");
  const [zones, setZones] = useState<ZonesValue>({ alcaldiaIds: [], colonias: [] });
  const [phone, setPhone] = useState(state.verified_phones[0] ?? "");
  const [rfc, setRfc] = useState("");
  const [logo, setLogo] = useState<File | null>(null);
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const slugState = useSlugAvailability(slug);
  const logoPreview = useObjectUrl(logo);

  const clear = (field: keyof Errors) => setErrors(({ [field]: _, form: __, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { name, slug, description, zone_ids: zoneIds(zones), phone, rfc };
    const parsed = agencySignupSchema.safeParse(fields);
    // The schema's messages are Spanish: an English page shows their twins.
    const next: Errors = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), m(i.message)]));
    if (!next.slug && slugState.available === false) next.slug = M.slugTaken;
    if (logo && logo.size > AGENCY_PROFILE_LIMITS.logoMaxBytes) next.logo = m(AGENCY_MESSAGES.logoTooBig);
    const proofError = m(proofProblem(proof));
    if (proofError) next.proof = proofError;
    setErrors(next);
    if (Object.keys(next).length) {
      // The first field in error takes the focus, so its message is read.
      requestAnimationFrame(() => document.querySelector<HTMLElement>("#alta-inmobiliaria [aria-invalid='true']")?.focus());
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (key !== "zone_ids") form.set(key, String(value));
    for (const id of fields.zone_ids) form.append("zone_ids", id);
    if (logo) form.set("logo", logo);
    form.set("proof", proof!);
    create.mutate(form, {
      onError: (error) => {
        const fieldErrors =
          error instanceof ApiError && error.fields ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])) : {};
        // A refusal about a field is said under that field; anything else under the form.
        setErrors(Object.keys(fieldErrors).length ? fieldErrors : { form: failureText(error) });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5 grid max-w-3xl gap-6">
      <FormField label={t(T.agencyName)} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={name}
            autoComplete="organization"
            onChange={(e) => {
              setName(e.target.value);
              if (!slugEdited) setSlug(suggestAgencySlug(e.target.value));
              clear("name");
            }}
          />
        )}
      </FormField>

      <FormField
        label={t(T.pageAddress)}
        error={errors.slug}
        hint={
          <span aria-live="polite">
            {slugState.checking ? (
              M.slugChecking
            ) : slugState.available === true ? (
              <span className="inline-flex items-center gap-1 text-primary-700">
                <CircleCheck aria-hidden="true" className="size-4" />
                {M.slugAvailable}
              </span>
            ) : slugState.available === false ? (
              <span className="text-danger-700">{M.slugTaken}</span>
            ) : (
              M.slug
            )}
          </span>
        }
      >
        {(control) => (
          <div className="flex items-stretch">
            <span className="flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-2 text-sm text-slate-600">
              /inmobiliaria/
            </span>
            <Input
              {...control}
              className="rounded-l-none"
              value={slug}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => {
                setSlug(e.target.value.toLowerCase());
                setSlugEdited(true);
                clear("slug");
              }}
            />
          </div>
        )}
      </FormField>

      <div className="flex flex-wrap items-center gap-4">
        <AgencyLogo name={name || t(T.logoFallbackName)} url={logoPreview} />
        <LogoPicker
          hasLogo={!!logo}
          optional
          error={errors.logo}
          onPick={(file) => {
            setLogo(file);
            clear("logo");
          }}
        />
      </div>

      <FormField label={t(T.description)} error={errors.description} hint={t(T.optionalLength)(description.length)}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              clear("description");
            }}
            className={`${inputClasses} py-2`}
          />
        )}
      </FormField>

      <div className="grid gap-4">
        <ZonesField
          value={zones}
          onChange={setZones}
          error={errors.zone_ids}
          onError={(message) => setErrors(({ zone_ids: _, ...rest }) => (message ? { ...rest, zone_ids: message } : rest))}
          ColoniaField={ColoniaField}
        />
      </div>

      <div className="grid gap-3">
        {state.verified_phones.length > 0 ? (
          <FormField label={t(T.contactPhone)} error={errors.phone}>
            {(control) => (
              <select
                {...control}
                value={phone}
                onChange={(e) => {
                  setPhone(e.target.value);
                  clear("phone");
                }}
                className={inputClasses}
              >
                {state.verified_phones.map((p) => (
                  <option key={p} value={p}>
                    {formatPhone(p)}
                  </option>
                ))}
                <option value="">{t(T.noPhoneYet)}</option>
              </select>
            )}
          </FormField>
        ) : (
          <div>
            <p className="text-sm font-semibold text-slate-800">{t(T.contactPhone)}</p>
            <p className="mt-1 text-sm text-slate-600">{M.noVerifiedPhone}</p>
            {errors.phone && (
              <p role="alert" className="mt-1 text-sm text-danger-700">
                {errors.phone}
              </p>
            )}
          </div>
        )}
        <PhoneVerification
          label={state.verified_phones.length ? t(T.verifyAnotherPhone) : t(T.agencyMobile)}
          onVerified={(verified) => {
            // The number just verified becomes the agency's phone, offered in the list above.
            setPhone(verified);
            clear("phone");
            refreshSignup();
          }}
        />
      </div>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">{t(T.verification)}</legend>
        <p className="-mt-2 text-sm text-slate-600">{M.verificationNote}</p>
        <RfcField
          value={rfc}
          error={errors.rfc}
          onChange={(value) => {
            setRfc(value);
            clear("rfc");
          }}
        />
        <ProofField
          file={proof}
          onChange={(file) => {
            setProof(file);
            setErrors(({ proof: _, form: __, ...rest }) => {
              const problem = file ? m(proofProblem(file)) : undefined;
              return problem ? { ...rest, proof: problem } : rest;
            });
          }}
          error={errors.proof}
        />
      </fieldset>

      {errors.form && (
        <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" busy={create.isPending}>
          {M.start}
        </Button>
      </div>
    </form>
  );
}

/** A picked file's preview URL, revoked when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
