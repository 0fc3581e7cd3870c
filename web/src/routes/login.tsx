import { Link } from "react-router";
import { AuthCard } from "@web/features/auth/components/auth-card";
import { LoginForm } from "@web/features/auth/components/login-form";

export default function LoginPage() {
  return (
    <AuthCard
      title="Iniciar sesión"
      description="Entra a tu cuenta para guardar tus favoritas y seguir tus búsquedas."
      footer={
        <>
          ¿No tienes cuenta?{" "}
          <Link to="/register" className="font-semibold text-primary-700 underline-offset-4 hover:underline">
            Regístrate
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
