import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";

type OptionRowProps = {
  id: string;
  active: boolean;
  onSelect: () => void;
  onHover: () => void;
  icon: LucideIcon;
  /** The icon's tile when the row is not highlighted. */
  iconTone?: string;
  children: ReactNode;
};

/** One role=option row of the location listbox: an icon tile and its text; chosen by click without leaving the input. */
export function OptionRow({ id, active, onSelect, onHover, icon: Icon, iconTone = "bg-slate-100 text-slate-500", children }: OptionRowProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keep focus in the input: the click chooses without blurring it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSelect}
      onMouseMove={active ? undefined : onHover}
      className={cn("flex min-h-12 cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5", active ? "bg-primary-50" : "hover:bg-slate-50")}
    >
      <span
        className={cn("mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg", active ? "bg-primary-100 text-primary-800" : iconTone)}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1 self-center">{children}</span>
    </li>
  );
}
