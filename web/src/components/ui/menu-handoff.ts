import type { FocusEvent, PointerEvent } from "react";

/**
 * Menus load their code after the first paint. Until then a plain button that looks the
 * same stands in for each trigger; this records what the user did with it (focused it,
 * clicked it, hovered it) so the real menu can pick up where they left off.
 */
export type MenuHandoff = { focus: boolean; open?: "click" | "hover" };

const intents = new Map<string, MenuHandoff>();

function update(id: string, patch: Partial<MenuHandoff>) {
  intents.set(id, { focus: false, ...intents.get(id), ...patch });
}

/** Props for the stand-in trigger button. `load` starts loading the real menu. */
export function standInTriggerProps(id: string, load: () => unknown) {
  return {
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    onPointerEnter: (event: PointerEvent) => {
      load();
      if (event.pointerType === "mouse") update(id, { open: "hover" });
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === "mouse" && intents.get(id)?.open === "hover") update(id, { open: undefined });
    },
    onFocus: (_event: FocusEvent) => {
      load();
      update(id, { focus: true });
    },
    onBlur: () => update(id, { focus: false }),
    // The real trigger opens on pointerdown (Radix), so a press counts as a click here too:
    // if the real menu replaces this button between the press and the release, the click
    // event lands on their common parent and would be lost.
    onPointerDown: (event: PointerEvent) => {
      load();
      if (event.button === 0 && !event.ctrlKey) update(id, { open: "click" });
    },
    onClick: () => {
      load();
      update(id, { open: "click" });
    },
  };
}

/** Read (once) what happened to the stand-in of menu `id`. */
export function takeMenuHandoff(id: string): MenuHandoff | undefined {
  const intent = intents.get(id);
  intents.delete(id);
  return intent;
}
