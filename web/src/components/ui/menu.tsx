import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type PointerEvent, type ReactNode } from "react";
import { DropdownMenu as Primitive } from "radix-ui";
import { cn } from "@web/lib/cn";
import { takeMenuHandoff } from "./menu-handoff";

export const MenuGroup = Primitive.Group;

export function MenuContent({ className, sideOffset = 8, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        collisionPadding={12}
        className={cn("z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-menu data-[state=open]:animate-fade-in", className)}
        {...props}
      />
    </Primitive.Portal>
  );
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn("px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase", className)} {...props} />;
}

export const menuItemClasses =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900";

/** A menu item; pass a router Link as the child with `asChild`. */
export function MenuItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item className={cn(menuItemClasses, className)} {...props} />;
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn("my-2 h-px bg-slate-100", className)} {...props} />;
}

const CLOSE_DELAY_MS = 160;

/**
 * Radix's menu content accepts onOpenAutoFocus at runtime (it reaches the FocusScope) but
 * DropdownMenu's types omit it. We use it so a menu opened by hovering does not take focus
 * away from, say, the search input.
 */
function hoverFocusGuard(byHover: { current: boolean }): object {
  return {
    onOpenAutoFocus: (event: Event) => {
      if (byHover.current) event.preventDefault();
    },
  };
}

type MenuProps = {
  /** The trigger button (rendered with asChild, so pass a <button>). */
  trigger: ReactNode;
  children: ReactNode;
  /** Also open while a mouse hovers the trigger or the menu (desktop navigation). */
  openOnHover?: boolean;
  align?: ComponentProps<typeof Primitive.Content>["align"];
  contentClassName?: string;
  label?: string;
  /** Picks up focus/open state from a stand-in trigger (see menu-handoff.ts). */
  handoffId?: string;
};

/**
 * role=menu/menuitem from Radix. Opens by click or keyboard everywhere, and with
 * `openOnHover` also on mouse hover. A hover-opened menu never steals focus.
 */
export function Menu({ trigger, children, openOnHover = false, align = "start", contentClassName, label, handoffId }: MenuProps) {
  const [open, setOpen] = useState(false);
  const byHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useLayoutEffect(() => {
    const handoff = handoffId ? takeMenuHandoff(handoffId) : undefined;
    const button = triggerRef.current;
    if (!handoff || !button) return;
    if (handoff.focus && (document.activeElement === document.body || !document.activeElement)) button.focus();
    if (handoff.open === "click") setOpen(true);
    if (handoff.open === "hover" && openOnHover && button.matches(":hover")) {
      byHover.current = true;
      setOpen(true);
    }
  }, [handoffId, openOnHover]);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const hoverOpen = (event: PointerEvent) => {
    if (!openOnHover || event.pointerType !== "mouse") return;
    cancelClose();
    if (!open) {
      byHover.current = true;
      setOpen(true);
    }
  };
  const hoverClose = (event: PointerEvent) => {
    if (!openOnHover || event.pointerType !== "mouse" || !byHover.current) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <Primitive.Root
      modal={false}
      open={open}
      onOpenChange={(next) => {
        cancelClose();
        if (next) byHover.current = false;
        setOpen(next);
      }}
    >
      <Primitive.Trigger
        ref={triggerRef}
        asChild
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        onPointerDown={(event) => {
          // A click on a menu that hovering already opened keeps it open.
          if (openOnHover && event.pointerType === "mouse" && open && byHover.current) {
            event.preventDefault();
            byHover.current = false;
          }
        }}
      >
        {trigger}
      </Primitive.Trigger>
      <MenuContent
        align={align}
        aria-label={label}
        className={contentClassName}
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        {...hoverFocusGuard(byHover)}
        onCloseAutoFocus={(event) => {
          if (byHover.current) event.preventDefault();
          byHover.current = false;
        }}
      >
        {children}
      </MenuContent>
    </Primitive.Root>
  );
}
