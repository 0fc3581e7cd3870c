import { useId, type KeyboardEvent, type ReactNode, type SyntheticEvent } from "react";
import { cn } from "@web/lib/cn";
import { togglesPopover } from "./opens-dialog";
import { menuItemClasses } from "./menu";

// A small menu the browser opens by itself, before the app's code has arrived: its button
// toggles a popover of the page through an invoker command (`commandfor` +
// `command="toggle-popover"`), which the early-input script lets act. The popover sits in the
// top layer beside its button (CSS anchor positioning; centred on the screen where a browser
// lacks it), closes on Escape or a tap outside, and gives focus back to the button. A tap on
// an item before the code is held and replayed like any button's. Once the code is there, the
// arrow keys, Home and End move between the items and opening the menu focuses the first.
// For menus whose items are actions on the page; the site's navigation menus stay Radix's.

type PopoverMenuProps = {
  /** The menu's accessible name. */
  label: string;
  /** The button's own content and attributes (its accessible name, its look). */
  trigger: { "aria-label": string; title?: string; className?: string; children: ReactNode };
  /** Which edge of the button the menu lines up with. */
  align?: "start" | "end";
  children: ReactNode;
};

export function PopoverMenu({ label, trigger, align = "start", children }: PopoverMenuProps) {
  const id = `menu-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const anchor = `--${id}`;
  const { children: face, className, ...named } = trigger;
  return (
    <>
      <button type="button" aria-haspopup="menu" {...togglesPopover(id)} className={className} style={{ anchorName: anchor }} {...named}>
        {face}
      </button>
      <div
        id={id}
        popover="auto"
        role="menu"
        aria-label={label}
        onToggle={(event: SyntheticEvent<HTMLDivElement> & { newState?: string }) => {
          if ((event.nativeEvent as ToggleEvent).newState === "open") itemsOf(event.currentTarget)[0]?.focus();
        }}
        onKeyDown={moveFocus}
        style={{
          positionAnchor: anchor,
          positionArea: align === "end" ? "bottom span-left" : "bottom span-right",
          positionTryFallbacks: "flip-block",
        }}
        className="min-w-56 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-menu supports-[position-area:bottom]:m-0 supports-[position-area:bottom]:mt-2 supports-[position-area:bottom]:[inset:auto]"
      >
        {children}
      </div>
    </>
  );
}

/** A heading of the menu's items (not an item itself). */
export function PopoverMenuLabel({ children }: { children: ReactNode }) {
  return (
    <div role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
      {children}
    </div>
  );
}

/** An item: closes the menu (focus goes back to its button), then does `onSelect`. */
export function PopoverMenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      role="menuitem"
      onClick={(event) => {
        (event.currentTarget.closest("[popover]") as HTMLElement | null)?.hidePopover();
        onSelect();
      }}
      className={cn(
        menuItemClasses,
        "w-full text-left hover:bg-primary-50 hover:text-primary-900 focus-visible:bg-primary-50 focus-visible:text-primary-900",
      )}
    >
      {children}
    </button>
  );
}

const itemsOf = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];

// Arrow keys move between the items (wrapping), Home and End go to the first and last.
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const items = itemsOf(event.currentTarget);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  items[(next + items.length) % items.length].focus();
}
