import { RequireAuth } from "@web/components/require-auth";
import { OperatorDeskPage } from "@web/features/operator-desk/components/operator-desk-page";
import NotFoundPage from "./not-found";

// The operator's desk. Signed out → sign in first; signed in but not an operator → the
// 404 page (the worker answers the desk's API with 403 and decides on every request).
export default function OperatorRoute() {
  return (
    <RequireAuth>
      <OperatorDeskPage notAllowed={<NotFoundPage />} />
    </RequireAuth>
  );
}
