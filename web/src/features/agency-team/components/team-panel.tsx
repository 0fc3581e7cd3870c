import type { ReactNode } from "react";
import { AGENCY_TEAM_TEXT as T } from "@domain/agencies/agency-team-text";
import { Button } from "@web/components/ui/button";
import { Skeleton, SkeletonStatus } from "@web/components/ui/skeleton";
import { failureText, hasCode } from "@web/lib/api-client";
import { useLang } from "@web/lib/i18n/lang-context";
import { useAgencyTeam, useTeamActions } from "../hooks/use-agency-team";
import { InviteForm } from "./invite-form";
import { PassSpendLog } from "./pass-spend-log";
import { PendingInvitations } from "./pending-invitations";
import { TeamMembers } from "./team-members";

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * "Equipo": the agency owner's agents, their invitations and the plan's passes they spent.
 * An account without an agency yet sees `noAgency` (the route's way to create one).
 */
export function TeamPanel({ userId, noAgency }: { userId: string; noAgency?: ReactNode }) {
  const lang = useLang();
  const team = useAgencyTeam(userId);
  const actions = useTeamActions(userId);

  if (team.isPending)
    return (
      <div aria-busy="true" className="grid gap-4 pt-6">
        <SkeletonStatus label={T.loading[lang]} />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  if (team.isError) {
    if (hasCode(team.error, "no_agency")) return noAgency ?? <p className="py-6 text-slate-700">{T.noAgency[lang]}</p>;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-6">
        <p className="text-slate-700">{failureText(team.error)}</p>
        <Button variant="outline" onClick={() => void team.refetch()}>
          {T.retry[lang]}
        </Button>
      </div>
    );
  }
  const { members, invitations, spends, max_pending_invitations, agency } = team.data;
  const agents = members.length - 1;
  return (
    <div className="grid gap-8 pt-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
      <div className="grid content-start gap-8">
        <Section id="equipo-invitar" title={T.inviteTitle[lang]} intro={T.inviteIntro[lang](agency.name)}>
          <InviteForm invite={actions.invite} pending={invitations.filter((i) => i.status === "pendiente").length} max={max_pending_invitations} />
        </Section>
        <Section id="equipo-agentes" title={T.teamTitle[lang]} intro={agents === 0 ? T.noAgents[lang] : undefined}>
          <TeamMembers members={members} remove={actions.remove} />
        </Section>
      </div>
      <div className="grid content-start gap-8">
        <Section id="equipo-invitaciones" title={T.pendingTitle[lang]}>
          <PendingInvitations invitations={invitations} resend={actions.resend} revoke={actions.revoke} />
        </Section>
        <Section id="equipo-pases" title={T.spendsTitle[lang]} intro={T.spendsIntro[lang]}>
          <PassSpendLog spends={spends} />
        </Section>
      </div>
    </div>
  );
}
