import { RequireAuth } from "@web/components/require-auth";
import { useAuth } from "@web/lib/auth/auth-context";
import { ClientListsPage } from "@web/features/client-lists/components/client-lists-page";

export default function ClientsPage() {
  return (
    <RequireAuth roles={["agente", "inmobiliaria"]}>
      <SignedInClients />
    </RequireAuth>
  );
}

function SignedInClients() {
  const { user } = useAuth();
  return user ? <ClientListsPage key={user.id} userId={user.id} /> : null;
}
