import { BOARD_TEXT as T } from "@domain/boards/board-text";
import type { Bilingual } from "@domain/i18n/bilingual";
import type { Lang } from "@domain/i18n/lang";
import { Avatar } from "@web/components/ui/avatar";
import { useLang } from "@web/lib/i18n/lang-context";
import { cn } from "@web/lib/cn";
import { useHydrated } from "@web/lib/browser-value";
import type { Viewer } from "@party/protocol";
import type { RoomStatus } from "../hooks/use-board-room";

type PresenceRowProps = {
  viewers: Viewer[];
  selfId: string | null;
  status: RoomStatus;
};

const kindLabel = (kind: Viewer["kind"], lang: Lang) => (kind === "agent" ? T.agentKind : T.clientKind)[lang];

const STATUS: Record<RoomStatus, { label: Bilingual; dot: string }> = {
  live: { label: T.live, dot: "bg-primary-500" },
  connecting: { label: T.connecting, dot: "bg-accent-400" },
  reconnecting: { label: T.reconnecting, dot: "bg-accent-400 animate-pulse" },
};

/** Who is viewing the board right now ('Agente', 'Cliente' with names) and whether the live connection is up. */
export function PresenceRow({ viewers, selfId, status }: PresenceRowProps) {
  const lang = useLang();
  // One chip per person (someone with two tabs open shows once).
  const people = new Map<string, { viewer: Viewer; self: boolean }>();
  for (const viewer of viewers) {
    const key = `${viewer.kind}:${viewer.name}`;
    const self = viewer.connectionId === selfId;
    const known = people.get(key);
    people.set(key, { viewer, self: self || (known?.self ?? false) });
  }
  const list = [...people.values()].sort((a, b) => Number(b.self) - Number(a.self));
  const state = STATUS[status];
  // The worker's render (and the page until its code runs at the visitor's first act) is not
  // connected, nor trying to be: the status keeps its place and says nothing yet.
  const hydrated = useHydrated();

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className={cn("inline-flex items-center gap-2 text-sm font-semibold text-slate-700", !hydrated && "invisible")} role="status">
        <span aria-hidden="true" className={cn("size-2.5 rounded-full", state.dot)} />
        {state.label[lang]}
      </span>
      {list.length > 0 && (
        <>
          <span aria-hidden="true" className="hidden h-5 w-px bg-slate-200 sm:block" />
          <span className="text-sm text-slate-600">{T.viewingNow[lang]}</span>
          <ul aria-label={T.whoIsViewing[lang]} className="flex flex-wrap gap-2">
            {list.map(({ viewer, self }) => (
              <li
                key={`${viewer.kind}:${viewer.name}`}
                className="inline-flex max-w-full items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 shadow-sm ring-1 ring-slate-200"
              >
                <Avatar name={viewer.name} className={cn("size-7 text-xs", viewer.kind === "client" && "bg-accent-700!")} />
                <span className="min-w-0 truncate text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">{kindLabel(viewer.kind, lang)}</span>
                  {viewer.name && viewer.name !== kindLabel(viewer.kind, lang) && ` · ${viewer.name}`}
                  {self && <span className="text-slate-500"> {T.youMark[lang]}</span>}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
