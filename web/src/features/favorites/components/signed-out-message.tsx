import { Link, useLocation } from "react-router";
import { Heart, LogIn } from "lucide-react";
import { buttonClasses } from "@web/components/ui/button";
import { DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { loginUrlFor } from "@web/lib/auth/redirect";

/** Signed out: saving favourites needs an account ('Inicia sesión'). Signing in brings the person back here. */
export function SignedOutMessage({ onNavigate }: { onNavigate: () => void }) {
  const location = useLocation();
  return (
    <div className="pt-2 text-center">
      <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
        <Heart aria-hidden="true" className="size-7" />
      </span>
      <DialogTitle className="text-xl">Inicia sesión</DialogTitle>
      <DialogDescription className="mx-auto mt-2 max-w-sm text-base text-pretty">
        Inicia sesión para guardar propiedades en tus listas de favoritas y verlas desde cualquier dispositivo.
      </DialogDescription>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <Link to={loginUrlFor(location)} onClick={onNavigate} className={buttonClasses("primary", "lg")}>
          <LogIn aria-hidden="true" className="size-5" />
          Iniciar sesión
        </Link>
        <Link to="/register" onClick={onNavigate} className={buttonClasses("outline", "lg")}>
          Crear cuenta
        </Link>
      </div>
    </div>
  );
}
