import { useNavigate } from "react-router";
import { useAuth } from "@web/lib/auth/auth-context";

/** 'Cerrar sesión': logs out, then goes to / (SPEC 2 "Header"). */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate("/");
  };
}
