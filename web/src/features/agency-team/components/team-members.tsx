import { useId, useState } from "react";
import { UserMinus } from "lucide-react";
import type { TeamMember } from "@domain/agencies/agency-team";
import { AGENCY_TEAM_TEXT as T } from "@domain/agencies/agency-team-text";
import { formatDayMonth } from "@domain/format/date";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import type { useTeamActions } from "../hooks/use-agency-team";

type RemoveMutation = ReturnType<typeof useTeamActions>["remove"];

/** The owner and the agents, each with their listings, leads and last activity; agents can be removed. */
export function TeamMembers({ members, remove }: { members: TeamMember[]; remove: RemoveMutation }) {
  const lang = useLang();
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {members.map((m) => (
          <li key={m.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {m.name}
                {m.is_owner && (
                  <span className="ml-2 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-700">{T.owner[lang]}</span>
                )}
              </p>
              <p className="truncate text-sm text-slate-600">{m.email}</p>
              <p className="mt-1 text-sm text-slate-700">
                {T.listings[lang](m.listings)} · {T.leads[lang](m.leads)} ·{" "}
                {m.last_activity_at ? T.lastActivity[lang](formatDayMonth(new Date(m.last_activity_at), Date.now(), lang)) : T.noActivity[lang]}
              </p>
            </div>
            {!m.is_owner && (
              <Button variant="outline" size="sm" onClick={() => setLeaving(m)} aria-label={T.removeName[lang](m.name)}>
                <UserMinus aria-hidden="true" className="size-4" />
                {T.remove[lang]}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {leaving && <RemoveDialog member={leaving} members={members} remove={remove} onClose={() => setLeaving(null)} />}
    </>
  );
}

// Removing an agent asks who keeps their listings (the owner by default); they stay in the agency.
function RemoveDialog({
  member,
  members,
  remove,
  onClose,
}: {
  member: TeamMember;
  members: TeamMember[];
  remove: RemoveMutation;
  onClose: () => void;
}) {
  const lang = useLang();
  const targets = members.filter((m) => m.id !== member.id);
  const [target, setTarget] = useState(targets[0]?.id ?? "");
  const selectId = useId();
  const confirm = () => remove.mutate({ agentId: member.id, reassignTo: target, name: member.name }, { onSuccess: onClose });
  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogTitle>{T.removeName[lang](member.name)}</DialogTitle>
        <DialogDescription>{T.removeExplained[lang](T.listings[lang](member.listings))}</DialogDescription>
        <label htmlFor={selectId} className="mt-5 mb-1.5 block text-sm font-semibold text-slate-800">
          {T.whoKeeps[lang]}
        </label>
        <select id={selectId} value={target} onChange={(e) => setTarget(e.target.value)} className={cn(inputClasses, "cursor-pointer")}>
          {targets.map((m) => (
            <option key={m.id} value={m.id}>
              {m.is_owner ? T.you[lang](m.name) : m.name}
            </option>
          ))}
        </select>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {T.cancel[lang]}
          </Button>
          <Button onClick={confirm} busy={remove.isPending} className="bg-danger-700! hover:bg-danger-600! active:bg-danger-700!">
            {T.remove[lang]}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
