import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useWatch } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { CalendarX2, Link2Off, UserRoundCheck, Users } from "lucide-react";
import { INVITATION_PATH, invitationSignUpFormSchema, type InvitationView } from "@domain/agencies/agency-team";
import { AGENCY_TEAM_MESSAGES as M } from "@domain/agencies/agency-team-messages";
import { Button, buttonClasses } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { notify } from "@web/components/ui/toast";
import { failureText, hasCode } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { DEFAULT_AFTER_LOGIN } from "@web/lib/auth/redirect";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { acceptInvitation, fetchInvitation, registerWithInvitation } from "../api/agency-invitation";
import { AuthCard, AuthCardIcon, AuthFormSkeleton } from "./auth-card";
import { PasswordRules } from "./password-rules";

// Where an agent lands from an agency's invitation e-mail (/invitacion?token=…). The link
// is checked first; then, by who is signed in: the invited account joins with one button,
// another account is told whose invitation it is, a signed-out person with an account
// signs in (and comes back here), and anyone else creates the account with the invited
// address. After joining: the dashboard, as an agent of the agency.
export function AgencyInvitationFlow() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const invitation = useQuery({
    queryKey: ["agency-invitation", token],
    queryFn: () => fetchInvitation(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const { user, loading } = useAuth();

  if (!token || hasCode(invitation.error, "invitation_not_found")) return <Closed kind="invalid" />;
  if (invitation.isError) return <Closed kind="error" detail={failureText(invitation.error)} />;
  if (!invitation.data || loading)
    return (
      <AuthCard title="Invitación a un equipo">
        <AuthFormSkeleton fields={3} />
      </AuthCard>
    );
  const view = invitation.data;
  if (view.state === "vencida") return <Closed kind="expired" />;
  if (view.state === "revocada") return <Closed kind="revoked" />;
  if (view.state === "aceptada") return <Closed kind="used" />;
  if (user && user.email.toLowerCase() !== view.email) return <WrongAccount view={view} />;
  if (user) return <Join token={token} view={view} />;
  if (view.account_exists) return <SignInToJoin token={token} view={view} />;
  return <RegisterToJoin token={token} view={view} />;
}

const invitedBy = (view: InvitationView) => (
  <>
    <p>
      {view.inviter_name} te invita a unirte a <strong className="text-slate-900">{view.agency_name}</strong> como agente.
    </p>
    <ul className="mt-3 list-disc space-y-1 pl-5 text-left text-sm">
      {M.joinTerms.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  </>
);

function TeamIcon() {
  return (
    <AuthCardIcon>
      <Users aria-hidden="true" className="size-6" />
    </AuthCardIcon>
  );
}

function useJoined() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  return async (message: string) => {
    await refresh(); // the role and the session changed on the server
    notify.success(message);
    void navigate(DEFAULT_AFTER_LOGIN, { replace: true });
  };
}

function Join({ token, view }: { token: string; view: InvitationView }) {
  const joined = useJoined();
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    try {
      await joined((await acceptInvitation(token)).message);
    } catch (error) {
      notify.error("No pudimos unirte al equipo", failureText(error));
      setBusy(false);
    }
  };
  return (
    <AuthCard title={`Únete a ${view.agency_name}`} icon={<TeamIcon />} description={invitedBy(view)}>
      <Button size="lg" className="w-full" busy={busy} onClick={() => void join()}>
        Unirme a {view.agency_name}
      </Button>
    </AuthCard>
  );
}

function WrongAccount({ view }: { view: InvitationView }) {
  const { logout, user } = useAuth();
  return (
    <AuthCard
      title="Esta invitación es para otra cuenta"
      icon={
        <AuthCardIcon tone="accent">
          <UserRoundCheck aria-hidden="true" className="size-6" />
        </AuthCardIcon>
      }
      description={
        <>
          <p role="alert">{M.wrongAccount(view.email)}</p>
          <p className="mt-3 text-sm">Iniciaste sesión como {user?.email}.</p>
        </>
      }
    >
      {/* Signing out keeps the person here: the page then offers to sign in or create the account. */}
      <Button size="lg" variant="outline" className="w-full" onClick={() => void logout().then(() => window.location.reload())}>
        Cerrar sesión
      </Button>
    </AuthCard>
  );
}

function SignInToJoin({ token, view }: { token: string; view: InvitationView }) {
  const back = `${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  return (
    <AuthCard title={`Únete a ${view.agency_name}`} icon={<TeamIcon />} description={invitedBy(view)}>
      <p className="mb-4 text-sm text-slate-600">
        Ya tienes una cuenta con <strong className="text-slate-900">{view.email}</strong>. Inicia sesión con ella para aceptar.
      </p>
      <Link to={`/login?redirect=${encodeURIComponent(back)}`} className={`${buttonClasses("primary", "lg")} w-full`}>
        Iniciar sesión para unirme
      </Link>
    </AuthCard>
  );
}

function RegisterToJoin({ token, view }: { token: string; view: InvitationView }) {
  const joined = useJoined();
  const { field, handleSubmit, setError, control, formState } = useSchemaForm(invitationSignUpFormSchema, {
    name: "",
    password: "",
    confirmPassword: "",
  });
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: "password" });

  const onSubmit = handleSubmit(async ({ name, password: chosen }) => {
    try {
      await joined((await registerWithInvitation(token, { name, password: chosen })).message);
    } catch (error) {
      notify.error("No pudimos crear tu cuenta", failureText(error));
      setServerFieldErrors(error, setError, (apiField) => (apiField === "name" || apiField === "password" ? apiField : undefined));
    }
  });

  return (
    <AuthCard title={`Únete a ${view.agency_name}`} icon={<TeamIcon />} description={invitedBy(view)}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label="Correo electrónico" hint="La invitación es para este correo.">
          {(c) => <Input {...c} value={view.email} readOnly autoComplete="email" />}
        </FormField>
        <FormField label="Nombre completo" error={errors.name?.message}>
          {(c) => <Input {...c} {...field("name")} autoComplete="name" />}
        </FormField>
        <FormField label="Contraseña" error={errors.password?.message} hint={<PasswordRules password={password} />}>
          {(c) => <PasswordInput {...c} {...field("password")} autoComplete="new-password" />}
        </FormField>
        <FormField label="Confirmar contraseña" error={errors.confirmPassword?.message}>
          {(c) => <PasswordInput {...c} {...field("confirmPassword")} autoComplete="new-password" />}
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" busy={isSubmitting}>
          Crear cuenta y unirme
        </Button>
      </form>
    </AuthCard>
  );
}

const CLOSED = {
  invalid: { title: "Esta invitación no es válida", text: M.invitationNotFound, icon: Link2Off },
  expired: { title: "Esta invitación venció", text: M.invitationExpired, icon: CalendarX2 },
  revoked: { title: "Esta invitación fue cancelada", text: M.invitationRevokedForGuest, icon: Link2Off },
  used: { title: "Esta invitación ya se usó", text: `${M.invitationUsed} Si eres tú, inicia sesión para ver tu panel.`, icon: UserRoundCheck },
  error: { title: "No pudimos abrir la invitación", text: "", icon: Link2Off },
} as const;

function Closed({ kind, detail }: { kind: keyof typeof CLOSED; detail?: string }) {
  const { title, text, icon: Icon } = CLOSED[kind];
  return (
    <AuthCard
      title={title}
      icon={
        <AuthCardIcon tone="accent">
          <Icon aria-hidden="true" className="size-6" />
        </AuthCardIcon>
      }
      description={<p>{detail ?? text}</p>}
    >
      <div className="grid gap-3">
        {kind === "error" ? (
          <Button size="lg" className="w-full" onClick={() => window.location.reload()}>
            Intentar de nuevo
          </Button>
        ) : (
          <Link to="/login" className={`${buttonClasses("primary", "lg")} w-full`}>
            Iniciar sesión
          </Link>
        )}
        <Link to="/" className={`${buttonClasses("outline", "lg")} w-full`}>
          Ir al inicio
        </Link>
      </div>
    </AuthCard>
  );
}
