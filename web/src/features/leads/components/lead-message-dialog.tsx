import { useState } from "react";
import { useWatch, type FieldPath } from "react-hook-form";
import { CircleAlert, Mail } from "lucide-react";
import { defaultLeadMessage, LEAD_MESSAGE_MAX, leadMessageSchema, type LeadMessageInput } from "@domain/leads/lead-schema";
import { PhoneField } from "@web/components/phone-field";
import { Button } from "@web/components/ui/button";
import { ContactDialogHeader, ContactNameField, FormDialog, PrivacyNote } from "@web/components/contact-dialog";
import { DialogContent } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, inputClasses } from "@web/components/ui/input";
import { notifySentWithAdvice } from "@web/components/safety-advice";
import { ApiError } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { useDialogReturnFocus } from "@web/lib/use-dialog-return-focus";
import { createLead, type LeadTarget } from "../api/leads";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { EMAIL_FIELD_LABEL, EMAIL_FIELD_PLACEHOLDER } from "@web/lib/email-field";

type LeadValues = { nombre: string; telefono: string; email: string; mensaje: string };
const FIELDS: readonly FieldPath<LeadValues>[] = ["nombre", "telefono", "email", "mensaje"];

export type LeadMessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listing: { id: string; title: string };
  target: LeadTarget;
};

/** What a failure that is not about one field says, inside the dialog. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 429)) return error.message;
  if (error instanceof ApiError && error.status === 400) return "Revisa los datos del formulario e intenta de nuevo.";
  return `No pudimos enviar tu mensaje. ${COMMON_MESSAGES.offline}`;
}

/**
 * "Enviar mensaje": name, phone, e-mail and a message that starts prefilled, then
 * POST /api/leads. On success a toast and the dialog closes (the contact details stay for
 * the next message); on failure it stays open with what was typed, the server's messages
 * under their fields or, for anything else, a message at the top.
 */
export default function LeadMessageDialog({ open, onOpenChange, listing, target }: LeadMessageDialogProps) {
  const initialMessage = defaultLeadMessage(listing.title);
  const [failure, setFailure] = useState<string | null>(null);
  const returnFocus = useDialogReturnFocus(open);
  // Editing a field clears its error and the message at the top.
  const form = useSchemaForm(leadMessageSchema, { nombre: "", telefono: "", email: "", mensaje: initialMessage }, () => setFailure(null));
  const { control, field, edited, handleSubmit, setError, reset, getValues } = form;
  const { errors, isSubmitting } = form.formState;
  const mensaje = useWatch({ control, name: "mensaje" });

  const onSubmit = handleSubmit(async (values: LeadMessageInput) => {
    setFailure(null);
    try {
      await createLead({ ...values, ...target });
    } catch (error) {
      const placed = setServerFieldErrors(error, setError, (field) =>
        FIELDS.includes(field as FieldPath<LeadValues>) ? (field as FieldPath<LeadValues>) : undefined,
      );
      if (!placed) setFailure(failureMessage(error));
      return;
    }
    notifySentWithAdvice("¡Mensaje enviado!", "El anunciante te responderá pronto.");
    const { nombre, telefono, email } = getValues();
    reset({ nombre, telefono, email, mensaje: initialMessage });
    onOpenChange(false);
  });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} submitting={isSubmitting}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <ContactDialogHeader icon={Mail} title="Enviar mensaje">
          Escríbele al anunciante de <span className="font-semibold text-slate-800">{listing.title}</span>. Te responderá por teléfono, WhatsApp o
          correo.
        </ContactDialogHeader>

        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
          {failure && (
            <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{failure}</span>
            </p>
          )}
          <ContactNameField error={errors.nombre?.message} input={field("nombre")} />
          <div className="grid gap-5 sm:grid-cols-2">
            <PhoneField control={control} name="telefono" hint="A 10 dígitos." error={errors.telefono?.message} onEdit={edited("telefono")} />
            <FormField label={EMAIL_FIELD_LABEL} error={errors.email?.message}>
              {(c) => (
                <Input
                  {...c}
                  {...field("email")}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  enterKeyHint="next"
                  placeholder={EMAIL_FIELD_PLACEHOLDER}
                />
              )}
            </FormField>
          </div>
          <FormField
            label="Mensaje"
            error={errors.mensaje?.message}
            hint={
              <span className={cn("tabular-nums", mensaje.length > LEAD_MESSAGE_MAX && "font-semibold text-danger-700")}>
                {mensaje.length} / {LEAD_MESSAGE_MAX} caracteres
              </span>
            }
          >
            {(c) => <textarea {...c} {...field("mensaje")} rows={4} className={cn(inputClasses, "min-h-28 resize-y py-2.5 leading-relaxed")} />}
          </FormField>
          <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
            {isSubmitting ? "Enviando..." : "Enviar mensaje"}
          </Button>
        </form>

        <PrivacyNote onNavigate={() => onOpenChange(false)}>Compartimos tus datos solo con el anunciante.</PrivacyNote>
      </DialogContent>
    </FormDialog>
  );
}
