import { useId, useState } from "react";
import type { MyListing } from "@domain/listings/my-listing";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import { MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";

type Agent = { id: string; name: string };

type ReassignAgentDialogProps = {
  listing: MyListing;
  /** The agency's team (the owner first, then its agents). */
  agents: Agent[];
  /** The owner's id, shown as "(tú)". */
  userId: string;
  busy: boolean;
  onConfirm: (agent: Agent) => void;
  onClose: () => void;
};

/**
 * "Cambiar agente": an agency owner picks who of the team takes a listing; its contacts,
 * old and new, go with it. The one who has it now is not offered.
 */
export function ReassignAgentDialog({ listing, agents, userId, busy, onConfirm, onClose }: ReassignAgentDialogProps) {
  const targets = agents.filter((a) => a.id !== listing.agent?.id);
  const [target, setTarget] = useState(targets[0]?.id ?? "");
  const selectId = useId();
  const lang = useLang();
  const chosen = targets.find((a) => a.id === target);
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogTitle>{T.reassign[lang]}</DialogTitle>
        <DialogDescription>{T.reassignWho[lang](listing.title, listing.agent?.name ?? null)}</DialogDescription>
        <label htmlFor={selectId} className="mt-5 mb-1.5 block text-sm font-semibold text-slate-800">
          {T.reassignLabel[lang]}
        </label>
        <select id={selectId} value={target} onChange={(e) => setTarget(e.target.value)} className={cn(inputClasses, "cursor-pointer")}>
          {targets.map((a) => (
            <option key={a.id} value={a.id}>
              {a.id === userId ? T.you[lang](a.name) : a.name}
            </option>
          ))}
        </select>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {T.cancel[lang]}
          </Button>
          <Button onClick={() => chosen && onConfirm(chosen)} busy={busy} disabled={!chosen}>
            {T.reassign[lang]}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
