import type { TeamInvitation } from "@domain/agencies/agency-team";
import { formatDayMonth } from "@domain/format/date";
import { Button } from "@web/components/ui/button";
import type { useTeamActions } from "../hooks/use-agency-team";

type Actions = ReturnType<typeof useTeamActions>;

/** Invitations not used yet: each can be sent again (a new 7-day link) or cancelled. */
export function PendingInvitations({
  invitations,
  resend,
  revoke,
}: {
  invitations: TeamInvitation[];
  resend: Actions["resend"];
  revoke: Actions["revoke"];
}) {
  if (invitations.length === 0) return <p className="text-sm text-slate-600">No tienes invitaciones pendientes.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {invitations.map((inv) => {
        const busy = (resend.isPending && resend.variables === inv.id) || (revoke.isPending && revoke.variables === inv.id);
        return (
          <li key={inv.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{inv.email}</p>
              <p className={inv.status === "vencida" ? "text-sm text-danger-700" : "text-sm text-slate-600"}>
                {inv.status === "vencida" ? "Venció: reenvíala para darle un enlace nuevo." : `Vence el ${formatDayMonth(new Date(inv.expires_at))}`}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => resend.mutate(inv.id)}
                aria-label={`Reenviar la invitación a ${inv.email}`}
              >
                Reenviar
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => revoke.mutate(inv.id)}
                aria-label={`Cancelar la invitación a ${inv.email}`}
              >
                Cancelar
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
