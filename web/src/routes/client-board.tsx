import { useParams } from "react-router";
import { RequireAuth } from "@web/components/require-auth";
import { useAuth } from "@web/lib/auth/auth-context";
import { ClientBoardPage } from "@web/features/client-board/components/client-board-page";

export default function ClientBoardRoute() {
  return (
    <RequireAuth roles={["agente", "inmobiliaria"]}>
      <SignedInBoard />
    </RequireAuth>
  );
}

function SignedInBoard() {
  const { listId = "" } = useParams();
  const { user } = useAuth();
  return user ? <ClientBoardPage key={`${user.id}:${listId}`} userId={user.id} listId={listId} /> : null;
}
