import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@web/features/auth/components/auth-card";
import { LoginForm } from "@web/features/auth/components/login-form";
import { switchAuthPageUrl } from "@web/lib/auth/redirect";
import { AUTH_PAGE_TEXT as T } from "@domain/auth/auth-text";
import { useText } from "@web/lib/i18n/lang-context";
import { pagePath } from "@domain/pages/page-routes";

export default function LoginPage() {
  const [params] = useSearchParams();
  const t = useText();
  return (
    <AuthCard
      title={t(T.loginTitle)}
      description={t(T.loginDescription)}
      footer={
        <>
          {t(T.noAccount)}{" "}
          <Link to={switchAuthPageUrl(pagePath.register, params)} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
            {t(T.registerLink)}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
