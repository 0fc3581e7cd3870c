import type { TeamInvitation } from "@domain/agencies/agency-team";
import { AGENCY_TEAM_TEXT as T } from "@domain/agencies/agency-team-text";
import { formatDayMonth } from "@domain/format/date";
import { useLang } from "@web/lib/i18n/lang-context";
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
  const lang = useLang();
  if (invitations.length === 0) return <p className="text-sm text-slate-600">{T.noPending[lang]}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {invitations.map((inv) => {
        const busy = (resend.isPending && resend.variables === inv.id) || (revoke.isPending && revoke.variables === inv.id);
        return (
          <li key={inv.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{inv.email}</p>
              <p className={inv.status === "vencida" ? "text-sm text-danger-700" : "text-sm text-slate-600"}>
                {inv.status === "vencida" ? T.expired[lang] : T.expires[lang](formatDayMonth(new Date(inv.expires_at), Date.now(), lang))}
              </p>
            </div>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={busy} onClick={() => resend.mutate(inv.id)} aria-label={T.resendTo[lang](inv.email)}>
                {T.resend[lang]}
              </Button>
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => revoke.mutate(inv.id)} aria-label={T.cancelTo[lang](inv.email)}>
                {T.cancel[lang]}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
