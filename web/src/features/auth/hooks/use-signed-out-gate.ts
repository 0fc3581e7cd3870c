import { useAuth } from "@web/lib/auth/auth-context";

/**
 * /login and /register are for people who are signed out. Says what the page should do:
 * 'signed-in' → send them on (to /dashboard), 'checking' → a skeleton while the
 * session is read, 'open' → the form. `busy` means the page is signing the person in
 * itself (it then navigates on its own), so it keeps showing the form.
 */
export function useSignedOutGate(busy: boolean): "signed-in" | "checking" | "open" {
  const { user, loading } = useAuth();
  if (busy) return "open";
  if (user) return "signed-in";
  if (loading) return "checking";
  return "open";
}
