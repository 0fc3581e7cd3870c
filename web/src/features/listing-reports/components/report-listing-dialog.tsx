import { REPORT_TEXTS } from "@domain/trust/report-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useState } from "react";
import { useWatch, type FieldPath } from "react-hook-form";
import { CircleAlert, Flag } from "lucide-react";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { anonymousReportFormSchema, REPORT_NOTE_MAX, reportFormSchema, type ReportTarget } from "@domain/trust/listing-reports";
import { REPORT_REASONS, type ReportReason } from "@domain/trust/report-reasons";
import { ContactDialogHeader, FormDialog, PrivacyNote } from "@web/components/contact-dialog";
import { Button } from "@web/components/ui/button";
import { DialogContent } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, inputClasses } from "@web/components/ui/input";
import { notify } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { CONTACT_FORM_TEXTS } from "@domain/contact/contact-form-texts";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { useDialogReturnFocus } from "@web/lib/use-dialog-return-focus";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { sendListingReport } from "../api/listing-reports";

type ReportValues = { reason: ReportReason; note: string; email: string };
const FIELDS: readonly FieldPath<ReportValues>[] = ["reason", "note", "email"];

export type ReportListingDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; target: ReportTarget };

/** What a refusal that is not about one field says, inside the dialog (already reported, too many, gone). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && [404, 409, 429].includes(error.status)) return error.message;
  if (error instanceof ApiError && error.status === 400) return "Revisa los datos del formulario e intenta de nuevo.";
  return `No pudimos enviar tu reporte. ${COMMON_MESSAGES.offline}`;
}

/**
 * "Reportar anuncio": the motivo (one of REPORT_REASONS), an optional note and, for a
 * visitor who is not signed in, their e-mail; then POST /api/listing-reports. A signed-in
 * person reports as their account. On success a toast and the dialog closes; on failure it
 * stays open with what was typed and the server's message.
 */
export default function ReportListingDialog({ open, onOpenChange, target }: ReportListingDialogProps) {
  const { user } = useAuth();
  const lang = useLang();
  const t = REPORT_TEXTS[lang];
  const [failure, setFailure] = useState<string | null>(null);
  const returnFocus = useDialogReturnFocus(open);
  // Signed in, the form has no e-mail field (the account's address is used): its schema
  // checks the other two, and the e-mail's empty value is left out when sending.
  const schema = (user ? reportFormSchema : anonymousReportFormSchema) as typeof anonymousReportFormSchema;
  const form = useSchemaForm<ReportValues>(schema, { note: "", email: "" }, () => setFailure(null));
  const { control, field, handleSubmit, setError, reset } = form;
  const { errors, isSubmitting } = form.formState;
  const note = useWatch({ control, name: "note" }) ?? "";

  const onSubmit = handleSubmit(async (values: ReportValues) => {
    setFailure(null);
    try {
      const { message } = await sendListingReport(user ? { ...values, email: undefined } : values, target);
      notify.success(t.sent, message);
    } catch (error) {
      const placed = setServerFieldErrors(error, setError, (name) =>
        FIELDS.includes(name as FieldPath<ReportValues>) ? (name as FieldPath<ReportValues>) : undefined,
      );
      if (!placed) setFailure(failureMessage(error));
      return;
    }
    reset({ note: "", email: "" });
    onOpenChange(false);
  });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} submitting={isSubmitting}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <ContactDialogHeader icon={Flag} title={t.title}>
          {t.intro}
        </ContactDialogHeader>

        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
          {failure && (
            <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{failure}</span>
            </p>
          )}
          <fieldset aria-describedby={errors.reason ? "report-reason-error" : undefined}>
            <legend className="mb-2 text-sm font-semibold text-slate-900">{t.reason}</legend>
            <div className="grid gap-2">
              {REPORT_REASONS.map((reason) => (
                <label
                  key={reason}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm transition-colors hover:border-slate-400 has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600"
                >
                  <input type="radio" value={reason} {...field("reason")} className="size-4 shrink-0 accent-primary-700 focus-visible:outline-none" />
                  <span className="font-medium text-slate-900">{t.reasons[reason]}</span>
                </label>
              ))}
            </div>
            {errors.reason && (
              <p id="report-reason-error" className="mt-1.5 text-sm text-danger-700">
                {errors.reason.message}
              </p>
            )}
          </fieldset>
          <FormField
            label={t.note}
            error={errors.note?.message}
            hint={
              <span className={cn("tabular-nums", note.length > REPORT_NOTE_MAX && "font-semibold text-danger-700")}>
                {note.length} / {REPORT_NOTE_MAX} caracteres
              </span>
            }
          >
            {(c) => (
              <textarea
                {...c}
                {...field("note")}
                rows={3}
                placeholder={t.notePlaceholder}
                className={cn(inputClasses, "min-h-24 resize-y py-2.5 leading-relaxed")}
              />
            )}
          </FormField>
          {!user && (
            <FormField label={CONTACT_FORM_TEXTS[lang].email} error={errors.email?.message} hint={t.emailHint}>
              {(c) => (
                <Input
                  {...c}
                  {...field("email")}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  enterKeyHint="send"
                  placeholder={CONTACT_FORM_TEXTS[lang].emailPlaceholder}
                />
              )}
            </FormField>
          )}
          <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
            {isSubmitting ? t.sending : t.send}
          </Button>
        </form>

        <PrivacyNote onNavigate={() => onOpenChange(false)}>{t.privacy}</PrivacyNote>
      </DialogContent>
    </FormDialog>
  );
}
