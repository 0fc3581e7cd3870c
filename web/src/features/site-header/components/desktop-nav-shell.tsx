import type { ReactElement } from "react";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

/** Marks the desktop navigation, which CSS hides on a phone's width. */
export const DESKTOP_NAV_ATTRIBUTE = "data-desktop-nav";

/** Whether the page shows the desktop navigation now (a phone's width hides it). */
export const desktopNavShown = (): boolean => (document.querySelector(`[${DESKTOP_NAV_ATTRIBUTE}]`)?.getClientRects().length ?? 0) > 0;

/** The desktop navigation landmark around its three menu triggers. */
export function DesktopNavShell({ items }: { items: ReactElement[] }) {
  const lang = useLang();
  return (
    <nav aria-label={T.mainNav[lang]} className="hidden md:block" {...{ [DESKTOP_NAV_ATTRIBUTE]: "" }}>
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.key}>{item}</li>
        ))}
      </ul>
    </nav>
  );
}
