import { inviteAgentSchema } from "@domain/agencies/agency-team";
import { AGENCY_TEAM_TEXT as T } from "@domain/agencies/agency-team-text";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { notify } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import type { useTeamActions } from "../hooks/use-agency-team";

type InviteMutation = ReturnType<typeof useTeamActions>["invite"];

/** The owner invites an agent by e-mail; the address is checked here and again by the worker. */
export function InviteForm({ invite, pending, max }: { invite: InviteMutation; pending: number; max: number }) {
  const t = useText();
  const m = useMessageIn();
  const { field, handleSubmit, setError, reset, formState } = useSchemaForm(inviteAgentSchema, { email: "" });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await invite.mutateAsync(email);
      reset({ email: "" });
    } catch (error) {
      notify.error(t(T.inviteFailed), failureText(error));
      setServerFieldErrors(error, setError, (f) => (f === "email" ? "email" : undefined));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField label={t(T.agentEmail)} className="min-w-0 flex-1" error={m(formState.errors.email?.message)} hint={t(T.inviteHint)(pending, max)}>
        {(c) => <Input {...c} {...field("email")} type="email" inputMode="email" autoComplete="off" placeholder={t(T.emailPlaceholder)} />}
      </FormField>
      <Button type="submit" className="sm:mt-7" busy={formState.isSubmitting}>
        {t(T.sendInvitation)}
      </Button>
    </form>
  );
}
