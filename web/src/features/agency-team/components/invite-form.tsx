import { INVITATION_VALID_DAYS, inviteAgentSchema } from "@domain/agencies/agency-team";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { notify } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { useSchemaForm } from "@web/lib/use-schema-form";
import type { useTeamActions } from "../hooks/use-agency-team";

type InviteMutation = ReturnType<typeof useTeamActions>["invite"];

/** The owner invites an agent by e-mail; the address is checked here and again by the worker. */
export function InviteForm({ invite, pending, max }: { invite: InviteMutation; pending: number; max: number }) {
  const { field, handleSubmit, setError, reset, formState } = useSchemaForm(inviteAgentSchema, { email: "" });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await invite.mutateAsync(email);
      reset({ email: "" });
    } catch (error) {
      notify.error("No se pudo enviar la invitación", failureText(error));
      setServerFieldErrors(error, setError, (f) => (f === "email" ? "email" : undefined));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField
        label="Correo del agente"
        className="min-w-0 flex-1"
        error={formState.errors.email?.message}
        hint={`Le llegará un enlace válido por ${INVITATION_VALID_DAYS} días. ${pending} de ${max} invitaciones pendientes.`}
      >
        {(c) => <Input {...c} {...field("email")} type="email" inputMode="email" autoComplete="off" placeholder="nombre@correo.com" />}
      </FormField>
      <Button type="submit" className="sm:mt-7" busy={formState.isSubmitting}>
        Enviar invitación
      </Button>
    </form>
  );
}
