import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { forgotPasswordSchema } from "@domain/auth/schemas";
import { Button, buttonClasses } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { notify } from "@web/components/ui/toast";
import { AUTH_TOASTS } from "@domain/auth/auth-messages";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { requestPasswordReset } from "../api/password-reset";
import { errorDetail } from "../api/auth-errors";
import { AuthCard, AuthCardIcon } from "./auth-card";
import { EMAIL_FIELD_LABEL, EMAIL_FIELD_PLACEHOLDER } from "@web/lib/email-field";

type ForgotValues = { email: string };

/**
 * Two views: the form, then the 'Email Enviado' confirmation, from which
 * 'Intentar de nuevo' goes back to the form. The worker answers the same for any e-mail.
 */
export function ForgotPasswordFlow() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
  });

  // Coming back from the confirmation: focus the e-mail they typed.
  const cameBack = useRef(false);
  useEffect(() => {
    if (sentTo === null && cameBack.current) setFocus("email");
  }, [sentTo, setFocus]);

  if (sentTo !== null) {
    return (
      <EmailSent
        email={sentTo}
        onRetry={() => {
          cameBack.current = true;
          setSentTo(null);
        }}
      />
    );
  }

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      setServerFieldErrors(error, setError, (apiField) => (apiField === "email" ? "email" : undefined));
      notify.error(AUTH_TOASTS.resetEmailFailed, errorDetail(error));
      return;
    }
    notify.success(AUTH_TOASTS.resetEmailSent);
    setSentTo(email);
  });

  return (
    <AuthCard
      title="¿Olvidaste tu contraseña?"
      description="Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una nueva."
      footer={<BackToLogin />}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label={EMAIL_FIELD_LABEL} error={errors.email?.message}>
          {(c) => (
            <Input
              {...c}
              {...register("email", { onChange: () => clearErrors("email") })}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={EMAIL_FIELD_PLACEHOLDER}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" busy={isSubmitting}>
          Enviar enlace
        </Button>
      </form>
    </AuthCard>
  );
}

function EmailSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthCard
      title={AUTH_TOASTS.resetEmailSentHeading}
      headingRef={heading}
      icon={
        <AuthCardIcon>
          <MailCheck aria-hidden="true" className="size-6" />
        </AuthCardIcon>
      }
      description={
        <>
          <p>
            Revisa la bandeja de entrada de <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>. Si hay una cuenta con ese
            email, te llegará un enlace para crear una nueva contraseña. Vence en 1 hora.
          </p>
          <p className="mt-3 text-sm">¿No lo ves? Busca también en la carpeta de spam o correo no deseado.</p>
        </>
      }
    >
      <div className="grid gap-3">
        <Link to="/login" className={`${buttonClasses("primary", "lg")} w-full`}>
          Volver a iniciar sesión
        </Link>
        <Button variant="outline" size="lg" className="w-full" onClick={onRetry}>
          Intentar de nuevo
        </Button>
      </div>
    </AuthCard>
  );
}

function BackToLogin() {
  return (
    <>
      ¿La recordaste?{" "}
      <Link to="/login" className="font-semibold text-primary-700 underline-offset-4 hover:underline">
        Volver a iniciar sesión
      </Link>
    </>
  );
}
