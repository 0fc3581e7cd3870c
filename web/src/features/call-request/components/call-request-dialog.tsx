import { Link } from "react-router";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Phone } from "lucide-react";
import { CALL_NAME_MAX, callRequestSchema, canSubmitCallRequest } from "@domain/call-requests/schemas";
import { PhoneField } from "@web/components/phone-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { notify } from "@web/components/ui/toast";
import { takeCallRequestReturnFocus } from "@web/lib/call-request";
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
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CallRequestValues>({
    resolver: zodResolver(callRequestSchema),
    defaultValues: { nombre: "", numero_telefono: "" },
    reValidateMode: "onSubmit",
  });
  const [nombre, telefono] = useWatch({ control, name: ["nombre", "numero_telefono"] });
  const canSubmit = canSubmitCallRequest(nombre, telefono);
  const nameTooLong = nombre.trim().length > CALL_NAME_MAX;

  // Editing a field clears its error.
  const clearOnEdit = (name: FieldPath<CallRequestValues>) => () => {
    if (errors[name]) clearErrors(name);
  };

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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While the request is on its way the dialog stays: it closes on success, or shows what failed.
        if (!next && isSubmitting) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // The opener, or the floating button (the page may have re-rendered it since).
          (takeCallRequestReturnFocus() ?? document.querySelector<HTMLElement>("[data-call-request-fab]"))?.focus();
        }}
      >
        <div className="flex items-start gap-4 pr-8">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <Phone aria-hidden="true" className="size-6" />
          </span>
          <div>
            <DialogTitle className="text-xl">Te llamamos gratis</DialogTitle>
            <DialogDescription className="text-base">
              Déjanos tu nombre y tu número. Un asesor de Hogaria te llama para resolver tus dudas sobre rentar o
              comprar, sin costo.
            </DialogDescription>
          </div>
        </div>

        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
          <FormField label="Nombre" error={errors.nombre?.message ?? (nameTooLong ? TOO_LONG : undefined)}>
            {(field) => (
              <Input
                {...field}
                {...register("nombre", { onChange: clearOnEdit("nombre") })}
                autoComplete="name"
                autoCapitalize="words"
                enterKeyHint="next"
                placeholder="¿Cómo te llamas?"
              />
            )}
          </FormField>
          <PhoneField
            control={control}
            name="numero_telefono"
            hint="Número de México (+52) a 10 dígitos."
            error={errors.numero_telefono?.message}
            onEdit={clearOnEdit("numero_telefono")}
            enterKeyHint="send"
          />
          <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} busy={isSubmitting}>
            {isSubmitting ? "Enviando..." : "Solicitar llamada"}
          </Button>
        </form>

        <p className="mt-4 text-center text-sm text-slate-600">
          Usaremos tu número solo para llamarte. Consulta nuestro{" "}
          <Link
            to="/privacidad"
            onClick={() => onOpenChange(false)}
            className="font-semibold whitespace-nowrap text-primary-700 underline underline-offset-4 hover:text-primary-900"
          >
            Aviso de privacidad
          </Link>
          .
        </p>
      </DialogContent>
    </Dialog>
  );
}
