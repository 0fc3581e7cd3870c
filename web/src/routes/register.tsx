import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@web/features/auth/components/auth-card";
import { RegisterForm } from "@web/features/auth/components/register-form";
import { switchAuthPageUrl } from "@web/lib/auth/redirect";

export default function RegisterPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Crea tu cuenta"
      description="Guarda tus favoritas, sigue tus búsquedas y, si eres agente, publica tus propiedades."
      footer={
        <>
          ¿Ya tienes cuenta?{" "}
          <Link to={switchAuthPageUrl("/login", params)} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
            Inicia sesión
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
