import { CONTACT_FORM_TEXTS } from "@domain/contact/contact-form-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CircleAlert, Mail } from "lucide-react";
import { LEAD_MESSAGE_FIELDS, LEAD_MESSAGE_MAX, type LeadMessageField } from "@domain/leads/lead-message";
import { ContactHeaderLayout, ContactNameField, PrivacyNote } from "@web/components/contact-dialog-parts";
import { PhoneInput } from "@web/components/phone-input";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, inputClasses } from "@web/components/ui/input";
import { NativeDialog } from "@web/components/ui/native-dialog";
import { cn } from "@web/lib/cn";
import type { LeadTarget } from "../api/leads";
import type { LeadFieldErrors } from "../send-lead-message";

/** The check and the request: their code (zod, the schema) loads when the form is first focused or sent. */
const loadSender = () => import("../send-lead-message");

export type LeadMessageDialogProps = {
  /** The dialog's id: its button opens it by that id (opensDialog), before the app's code is there. */
  id: string;
  listing: { id: string; title: string };
  target: LeadTarget;
};

/**
 * "Enviar mensaje": name, phone, e-mail and a message that starts prefilled, then
 * POST /api/leads. The worker renders it in the listing's page as a closed <dialog>, so it
 * opens at the first tap and takes letters before the app has arrived; its fields keep what
 * they hold (nothing is reset when the app hydrates), and a send before then is held by the
 * page's early-input script and made once the app is there. On success a confirmation and the
 * dialog closes (the contact details stay for the next message); on failure it stays open with
 * what was typed, the messages under their fields or, for anything else, one at the top.
 */
export function LeadMessageDialog({ id, listing, target }: LeadMessageDialogProps) {
  const uid = useId();
  const titleId = `${uid}-title`;
  const descriptionId = `${uid}-description`;
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const lang = useLang();
  const t = CONTACT_FORM_TEXTS[lang];
  const initialMessage = t.defaultMessage(listing.title);
  const [errors, setErrors] = useState<LeadFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(initialMessage.length);

  const control = (name: LeadMessageField) => form.current?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

  // A message edited before the app arrived is already in the field: count what it holds.
  useEffect(() => {
    const mensaje = control("mensaje");
    if (mensaje) setMessageLength(mensaje.value.length);
  }, []);

  // Editing a field clears its message and the one at the top.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as LeadMessageField;
    if (name === "mensaje") setMessageLength((event.target as HTMLTextAreaElement).value.length);
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(LEAD_MESSAGE_FIELDS.map((name) => [name, String(data.get(name) ?? "")])) as Record<LeadMessageField, string>;
    setSending(true);
    setFailure(null);
    try {
      const { sendLeadMessage } = await loadSender();
      const outcome = await sendLeadMessage(values, target, lang);
      if (outcome.sent) {
        const mensaje = control("mensaje");
        if (mensaje) mensaje.value = initialMessage;
        setMessageLength(initialMessage.length);
        setErrors({});
        dialog.current?.close();
        return;
      }
      setErrors(outcome.fields);
      setFailure(outcome.failure);
      const first = LEAD_MESSAGE_FIELDS.find((name) => outcome.fields[name]);
      if (first) control(first)?.focus();
    } catch {
      // The check's code did not arrive (the connection dropped): nothing was sent.
      setFailure(t.notSent);
    } finally {
      setSending(false);
    }
  };

  return (
    <NativeDialog ref={dialog} id={id} titleId={titleId} descriptionId={descriptionId} busy={sending}>
      <ContactHeaderLayout
        icon={Mail}
        title={
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {t.title}
          </h2>
        }
        description={
          <p id={descriptionId} className="mt-1 text-base text-slate-600">
            {t.descriptionBefore}
            <span className="font-semibold text-slate-800">{listing.title}</span>
            {t.descriptionAfter}
          </p>
        }
      />

      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        onFocus={() => void loadSender().catch(() => undefined)}
        className="mt-6 grid gap-5"
      >
        {failure && (
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{failure}</span>
          </p>
        )}
        <ContactNameField error={errors.nombre} input={{ name: "nombre" }} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t.phone} hint={t.phoneHint} error={errors.telefono}>
            {(c) => <PhoneInput {...c} name="telefono" enterKeyHint="next" placeholder="5512345678" />}
          </FormField>
          <FormField label={t.email} error={errors.email}>
            {(c) => (
              <Input
                {...c}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                enterKeyHint="next"
                placeholder={t.emailPlaceholder}
              />
            )}
          </FormField>
        </div>
        <FormField
          label={t.message}
          error={errors.mensaje}
          hint={
            <span className={cn("tabular-nums", messageLength > LEAD_MESSAGE_MAX && "font-semibold text-danger-700")}>
              {t.characters(messageLength, LEAD_MESSAGE_MAX)}
            </span>
          }
        >
          {(c) => (
            <textarea
              {...c}
              name="mensaje"
              defaultValue={initialMessage}
              rows={4}
              className={cn(inputClasses, "min-h-28 resize-y py-2.5 leading-relaxed")}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" busy={sending}>
          {sending ? t.sending : t.send}
        </Button>
      </form>

      <PrivacyNote onNavigate={() => dialog.current?.close()}>{t.privacy}</PrivacyNote>
    </NativeDialog>
  );
}
