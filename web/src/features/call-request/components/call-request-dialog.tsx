import { useWatch, type FieldPath } from "react-hook-form";
import { Phone } from "lucide-react";
import { CALL_NAME_MAX, callRequestSchema, canSubmitCallRequest } from "@domain/call-requests/schemas";
import { PhoneField } from "@web/components/phone-field";
import { Button } from "@web/components/ui/button";
import { ContactDialogHeader, ContactNameField, FormDialog, PrivacyNote } from "@web/components/contact-dialog";
import { DialogContent } from "@web/components/ui/dialog";
import { notify } from "@web/components/ui/toast";
import { takeCallRequestReturnFocus } from "@web/lib/call-request";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { createCallRequest } from "../api/create-call-request";
import { describeCallRequestFailure } from "../api/call-request-errors";

type CallRequestValues = { nombre: string; numero_telefono: string };

const TOO_LONG = "El nombre no puede tener más de 60 caracteres";

type CallRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing the request is about, when it is made on a listing's page. */
  propertyId?: string;
};

/**
 * 'Te llamamos gratis': a name (2–60 characters) and a 10-digit phone, then POST /api/call-requests; submit stays disabled until both are valid.
 * Closed → open → submitting → closed on success; on failure it stays open with the
 * errors on the fields or a toast. The form keeps what was typed if the dialog is closed
 * before sending, and is cleared after a request is sent.
 */
export default function CallRequestDialog({ open, onOpenChange, propertyId }: CallRequestDialogProps) {
  const { control, field, edited, handleSubmit, setError, reset, formState } = useSchemaForm(callRequestSchema, { nombre: "", numero_telefono: "" });
  const { errors, isSubmitting } = formState;
  const [nombre, telefono] = useWatch({ control, name: ["nombre", "numero_telefono"] });
  const canSubmit = canSubmitCallRequest(nombre, telefono);
  const nameTooLong = nombre.trim().length > CALL_NAME_MAX;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createCallRequest(propertyId ? { ...values, property_id: propertyId } : values);
    } catch (error) {
      const failure = describeCallRequestFailure(error);
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
    notify.success("¡Listo! Te llamaremos en breve.", "Hemos recibido tu solicitud de llamada.");
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
        <ContactDialogHeader icon={Phone} title="Te llamamos gratis">
          Déjanos tu nombre y tu número. Un asesor de Hogaria te llama para resolver tus dudas sobre rentar o comprar, sin costo.
        </ContactDialogHeader>

        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
          <ContactNameField error={errors.nombre?.message ?? (nameTooLong ? TOO_LONG : undefined)} input={field("nombre")} />
          <PhoneField
            control={control}
            name="numero_telefono"
            hint="Número de México (+52) a 10 dígitos."
            error={errors.numero_telefono?.message}
            onEdit={edited("numero_telefono")}
            enterKeyHint="send"
          />
          <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} busy={isSubmitting}>
            {isSubmitting ? "Enviando..." : "Solicitar llamada"}
          </Button>
        </form>

        <PrivacyNote onNavigate={() => onOpenChange(false)}>Usaremos tu número solo para llamarte.</PrivacyNote>
      </DialogContent>
    </FormDialog>
  );
}
