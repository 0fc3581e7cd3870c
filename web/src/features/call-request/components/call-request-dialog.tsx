import { CONTACT_FORM_TEXTS, formMessageIn } from "@domain/contact/contact-form-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useWatch, type FieldPath } from "react-hook-form";
import { Headset, PhoneCall } from "lucide-react";
import { CALL_NAME_MAX, callRequestSchema, canSubmitCallRequest } from "@domain/call-requests/schemas";
import { PhoneField } from "@web/components/phone-field";
import { Button } from "@web/components/ui/button";
import { ContactDialogHeader, ContactNameField, FormDialog, PrivacyNote } from "@web/components/contact-dialog";
import { DialogContent } from "@web/components/ui/dialog";
import { notify } from "@web/components/ui/toast";
import { notifySentWithAdvice } from "@web/components/safety-advice";
import { HOGARIA_CALL_BY_LANG, LISTING_CALL_BY_LANG } from "@domain/call-requests/call-request-copy";
import type { Lang } from "@domain/i18n/lang";
import { takeCallRequestReturnFocus, type CallRequestTopic } from "@web/lib/call-request";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { createCallRequest } from "../api/create-call-request";
import { describeCallRequestFailure } from "../api/call-request-errors";

type CallRequestValues = { nombre: string; numero_telefono: string };

const TOO_LONG = `El nombre no puede tener más de ${CALL_NAME_MAX} caracteres`;

type CallRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Hogaria's advice, or a listing (from its contact): its advertiser gets the request and calls. */
  topic: CallRequestTopic;
};

/** What the dialog says for each topic: who calls back. */
function copyFor(topic: CallRequestTopic, lang: Lang) {
  if (topic.kind === "hogaria") return HOGARIA_CALL_BY_LANG[lang];
  const { caller } = topic;
  const LISTING_CALL = LISTING_CALL_BY_LANG[lang];
  return {
    title: LISTING_CALL.title(caller),
    description: LISTING_CALL.description(caller),
    privacy: LISTING_CALL.privacy,
    sent: LISTING_CALL.sent(caller),
  };
}

/**
 * Asking for a call: a name (2–60 characters) and a 10-digit phone, then POST /api/call-requests; submit stays disabled until both are valid.
 * About a listing, the request carries it and the dialog names its advertiser as the caller;
 * otherwise it is Hogaria's advice.
 * Closed → open → submitting → closed on success; on failure it stays open with the
 * errors on the fields or a toast. The form keeps what was typed if the dialog is closed
 * before sending, and is cleared after a request is sent.
 */
export default function CallRequestDialog({ open, onOpenChange, topic }: CallRequestDialogProps) {
  const lang = useLang();
  const t = CONTACT_FORM_TEXTS[lang];
  const copy = copyFor(topic, lang);
  const inLang = (message: string | undefined) => (message === undefined ? undefined : formMessageIn(lang, message));
  const propertyId = topic.kind === "listing" ? topic.propertyId : undefined;
  const { control, field, edited, handleSubmit, setError, reset, formState } = useSchemaForm(callRequestSchema, { nombre: "", numero_telefono: "" });
  const { errors, isSubmitting } = formState;
  const [nombre, telefono] = useWatch({ control, name: ["nombre", "numero_telefono"] });
  const canSubmit = canSubmitCallRequest(nombre, telefono);
  const nameTooLong = nombre.trim().length > CALL_NAME_MAX;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createCallRequest(propertyId ? { ...values, property_id: propertyId } : values);
    } catch (error) {
      const failure = describeCallRequestFailure(error, lang);
      if (failure.kind === "toast") {
        notify.error(failure.title, failure.description);
        return;
      }
      let first = true;
      for (const [name, message] of Object.entries(failure.fields) as [FieldPath<CallRequestValues>, string][]) {
        setError(name, { type: "server", message }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    notifySentWithAdvice(copy.sent.title, copy.sent.description, lang);
    reset();
    onOpenChange(false);
  });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} submitting={isSubmitting}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // The opener, or the floating button (the page may have re-rendered it since).
          (takeCallRequestReturnFocus() ?? document.querySelector<HTMLElement>("[data-call-request-fab]"))?.focus();
        }}
      >
        <ContactDialogHeader icon={topic.kind === "hogaria" ? Headset : PhoneCall} title={copy.title}>
          {copy.description}
        </ContactDialogHeader>

        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
          <ContactNameField error={inLang(errors.nombre?.message ?? (nameTooLong ? TOO_LONG : undefined))} input={field("nombre")} />
          <PhoneField
            control={control}
            name="numero_telefono"
            label={t.phone}
            hint={t.callPhoneHint}
            error={inLang(errors.numero_telefono?.message)}
            onEdit={edited("numero_telefono")}
            enterKeyHint="send"
          />
          <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} busy={isSubmitting}>
            {isSubmitting ? t.sending : t.requestCall}
          </Button>
        </form>

        <PrivacyNote onNavigate={() => onOpenChange(false)}>{copy.privacy}</PrivacyNote>
      </DialogContent>
    </FormDialog>
  );
}
