import { useNavigate } from "react-router";
import { useAuth } from "@web/lib/auth/auth-context";

/** 'Cerrar sesión' in the header's account menu: logs out, then goes to /. */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate("/");
  };
}
