import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useWatch } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { CalendarX2, Link2Off, UserRoundCheck, Users } from "lucide-react";
import { INVITATION_PATH, invitationSignUpFormSchema, type InvitationView } from "@domain/agencies/agency-team";
import { AGENCY_TEAM_MESSAGES, AGENCY_TEAM_MESSAGES_EN } from "@domain/agencies/agency-team-messages";
import { AGENCY_INVITATION_TEXT as T } from "@domain/agencies/agency-team-text";
import { AUTH_PAGE_TEXT } from "@domain/auth/auth-text";
import type { Lang } from "@domain/i18n/lang";
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
import { EMAIL_FIELD_TEXT } from "@web/lib/email-field";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { acceptInvitation, fetchInvitation, registerWithInvitation } from "../api/agency-invitation";
import { AuthCard, AuthCardIcon, AuthFormSkeleton } from "./auth-card";
import { PasswordRules } from "./password-rules";
import { pagePath } from "@domain/pages/page-routes";

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
  const lang = useLang();

  if (!token || hasCode(invitation.error, "invitation_not_found")) return <Closed kind="invalid" />;
  if (invitation.isError) return <Closed kind="error" detail={failureText(invitation.error)} />;
  if (!invitation.data || loading)
    return (
      <AuthCard title={T.loadingTitle[lang]}>
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

/** The team's sentences in the page's language (the API's, key for key). */
const messagesIn = (lang: Lang) => (lang === "es" ? AGENCY_TEAM_MESSAGES : AGENCY_TEAM_MESSAGES_EN);

const invitedBy = (view: InvitationView, lang: Lang) => (
  <>
    <p>
      {T.invitedBy[lang](view.inviter_name)}
      <strong className="text-slate-900">{view.agency_name}</strong>
      {T.asAgent[lang]}
    </p>
    <ul className="mt-3 list-disc space-y-1 pl-5 text-left text-sm">
      {messagesIn(lang).joinTerms.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  </>
);

type JoinedAnswer = { agency: { name: string }; moved_listings: number };

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
  const lang = useLang();
  return async ({ agency, moved_listings }: JoinedAnswer) => {
    await refresh(); // the role and the session changed on the server
    notify.success(messagesIn(lang).joined(agency.name, moved_listings));
    void navigate(DEFAULT_AFTER_LOGIN, { replace: true });
  };
}

function Join({ token, view }: { token: string; view: InvitationView }) {
  const lang = useLang();
  const joined = useJoined();
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    try {
      await joined(await acceptInvitation(token));
    } catch (error) {
      notify.error(T.joinFailed[lang], failureText(error));
      setBusy(false);
    }
  };
  return (
    <AuthCard title={T.joinTitle[lang](view.agency_name)} icon={<TeamIcon />} description={invitedBy(view, lang)}>
      <Button size="lg" className="w-full" busy={busy} onClick={() => void join()}>
        {T.join[lang](view.agency_name)}
      </Button>
    </AuthCard>
  );
}

function WrongAccount({ view }: { view: InvitationView }) {
  const { logout, user } = useAuth();
  const lang = useLang();
  return (
    <AuthCard
      title={T.wrongAccountTitle[lang]}
      icon={
        <AuthCardIcon tone="accent">
          <UserRoundCheck aria-hidden="true" className="size-6" />
        </AuthCardIcon>
      }
      description={
        <>
          <p role="alert">{messagesIn(lang).wrongAccount(view.email)}</p>
          <p className="mt-3 text-sm">{T.signedInAs[lang](user?.email ?? "")}</p>
        </>
      }
    >
      {/* Signing out keeps the person here: the page then offers to sign in or create the account. */}
      <Button size="lg" variant="outline" className="w-full" onClick={() => void logout().then(() => window.location.reload())}>
        {T.signOut[lang]}
      </Button>
    </AuthCard>
  );
}

function SignInToJoin({ token, view }: { token: string; view: InvitationView }) {
  const lang = useLang();
  const back = `${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  return (
    <AuthCard title={T.joinTitle[lang](view.agency_name)} icon={<TeamIcon />} description={invitedBy(view, lang)}>
      <p className="mb-4 text-sm text-slate-600">
        {T.accountWith[lang]}
        <strong className="text-slate-900">{view.email}</strong>
        {T.signInToAccept[lang]}
      </p>
      <Link to={`${pagePath.login}?redirect=${encodeURIComponent(back)}`} className={`${buttonClasses("primary", "lg")} w-full`}>
        {T.signInToJoin[lang]}
      </Link>
    </AuthCard>
  );
}

function RegisterToJoin({ token, view }: { token: string; view: InvitationView }) {
  const lang = useLang();
  const m = useMessageIn();
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
      await joined(await registerWithInvitation(token, { name, password: chosen }));
    } catch (error) {
      notify.error(T.registerFailed[lang], failureText(error));
      setServerFieldErrors(error, setError, (apiField) => (apiField === "name" || apiField === "password" ? apiField : undefined));
    }
  });

  return (
    <AuthCard title={T.joinTitle[lang](view.agency_name)} icon={<TeamIcon />} description={invitedBy(view, lang)}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label={EMAIL_FIELD_TEXT.label[lang]} hint={T.invitedEmailHint[lang]}>
          {(c) => <Input {...c} value={view.email} readOnly autoComplete="email" />}
        </FormField>
        <FormField label={AUTH_PAGE_TEXT.fullName[lang]} error={m(errors.name?.message)}>
          {(c) => <Input {...c} {...field("name")} autoComplete="name" />}
        </FormField>
        <FormField label={AUTH_PAGE_TEXT.password[lang]} error={m(errors.password?.message)} hint={<PasswordRules password={password} />}>
          {(c) => <PasswordInput {...c} {...field("password")} autoComplete="new-password" />}
        </FormField>
        <FormField label={AUTH_PAGE_TEXT.confirmPassword[lang]} error={m(errors.confirmPassword?.message)}>
          {(c) => <PasswordInput {...c} {...field("confirmPassword")} autoComplete="new-password" />}
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" busy={isSubmitting}>
          {T.createAndJoin[lang]}
        </Button>
      </form>
    </AuthCard>
  );
}

/** A link that no longer opens an invitation: its title and sentence in `lang`. */
const closedIn = (lang: Lang) => {
  const M = messagesIn(lang);
  return {
    invalid: { title: T.invalidTitle[lang], text: M.invitationNotFound, icon: Link2Off },
    expired: { title: T.expiredTitle[lang], text: M.invitationExpired, icon: CalendarX2 },
    revoked: { title: T.revokedTitle[lang], text: M.invitationRevokedForGuest, icon: Link2Off },
    used: { title: T.usedTitle[lang], text: `${M.invitationUsed} ${T.usedSignIn[lang]}`, icon: UserRoundCheck },
    error: { title: T.errorTitle[lang], text: "", icon: Link2Off },
  };
};

function Closed({ kind, detail }: { kind: keyof ReturnType<typeof closedIn>; detail?: string }) {
  const lang = useLang();
  const { title, text, icon: Icon } = closedIn(lang)[kind];
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
            {T.tryAgain[lang]}
          </Button>
        ) : (
          <Link to={pagePath.login} className={`${buttonClasses("primary", "lg")} w-full`}>
            {T.signIn[lang]}
          </Link>
        )}
        <Link to="/" className={`${buttonClasses("outline", "lg")} w-full`}>
          {T.home[lang]}
        </Link>
      </div>
    </AuthCard>
  );
}
