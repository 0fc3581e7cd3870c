import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@web/features/auth/components/auth-card";
import { LoginForm } from "@web/features/auth/components/login-form";
import { switchAuthPageUrl } from "@web/lib/auth/redirect";

export default function LoginPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Iniciar sesión"
      description="Entra a tu cuenta para guardar tus favoritas y seguir tus búsquedas."
      footer={
        <>
          ¿No tienes cuenta?{" "}
          <Link to={switchAuthPageUrl("/register", params)} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
            Regístrate
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
