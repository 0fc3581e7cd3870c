import { useState } from "react";
import { Link } from "react-router";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, Mail } from "lucide-react";
import { defaultLeadMessage, LEAD_MESSAGE_MAX, leadMessageSchema, type LeadMessageInput } from "@domain/leads/lead-schema";
import { PhoneField } from "@web/components/phone-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, inputClasses } from "@web/components/ui/input";
import { notify } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { useDialogReturnFocus } from "@web/lib/use-dialog-return-focus";
import { createLead, type LeadTarget } from "../api/leads";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";

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
  const initialMessage = defaultLeadMessage(listing.title, listing.id);
  const [failure, setFailure] = useState<string | null>(null);
  const returnFocus = useDialogReturnFocus(open);
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LeadValues>({
    resolver: zodResolver(leadMessageSchema),
    defaultValues: { nombre: "", telefono: "", email: "", mensaje: initialMessage },
    reValidateMode: "onSubmit",
  });
  const mensaje = useWatch({ control, name: "mensaje" });

  const clearOnEdit = (name: FieldPath<LeadValues>) => () => {
    if (errors[name]) clearErrors(name);
    if (failure) setFailure(null);
  };

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
    notify.success("¡Mensaje enviado!", "El anunciante te responderá pronto.");
    const { nombre, telefono, email } = getValues();
    reset({ nombre, telefono, email, mensaje: initialMessage });
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While the message is on its way the dialog stays: it closes on success, or shows what failed.
        if (!next && isSubmitting) return;
        onOpenChange(next);
      }}
    >
      <DialogContent onCloseAutoFocus={returnFocus}>
        <div className="flex items-start gap-4 pr-8">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <DialogTitle className="text-xl">Enviar mensaje</DialogTitle>
            <DialogDescription className="text-base">
              Escríbele al anunciante de <span className="font-semibold text-slate-800">{listing.title}</span>. Te
              responderá por teléfono, WhatsApp o correo.
            </DialogDescription>
          </div>
        </div>

        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
          {failure && (
            <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{failure}</span>
            </p>
          )}
          <FormField label="Nombre" error={errors.nombre?.message}>
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
          <div className="grid gap-5 sm:grid-cols-2">
            <PhoneField control={control} name="telefono" hint="A 10 dígitos." error={errors.telefono?.message} onEdit={clearOnEdit("telefono")} />
            <FormField label="Correo electrónico" error={errors.email?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...register("email", { onChange: clearOnEdit("email") })}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  enterKeyHint="next"
                  placeholder="tu@correo.com"
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
            {(field) => (
              <textarea
                {...field}
                {...register("mensaje", { onChange: clearOnEdit("mensaje") })}
                rows={4}
                className={cn(inputClasses, "min-h-28 resize-y py-2.5 leading-relaxed")}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
            {isSubmitting ? "Enviando..." : "Enviar mensaje"}
          </Button>
        </form>

        <p className="mt-4 text-center text-sm text-slate-600">
          Compartimos tus datos solo con el anunciante. Consulta nuestro{" "}
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
