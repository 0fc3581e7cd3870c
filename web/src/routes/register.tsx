import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@web/features/auth/components/auth-card";
import { RegisterForm } from "@web/features/auth/components/register-form";
import { switchAuthPageUrl } from "@web/lib/auth/redirect";
import { AUTH_PAGE_TEXT as T } from "@domain/auth/auth-text";
import { useText } from "@web/lib/i18n/lang-context";
import { pagePath } from "@domain/pages/page-routes";

export default function RegisterPage() {
  const [params] = useSearchParams();
  const t = useText();
  return (
    <AuthCard
      title={t(T.registerTitle)}
      description={t(T.registerDescription)}
      footer={
        <>
          {t(T.haveAccount)}{" "}
          <Link to={switchAuthPageUrl(pagePath.login, params)} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
            {t(T.signInLink)}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
