import type { ReactElement } from "react";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

/** The desktop navigation landmark around its three menu triggers. */
export function DesktopNavShell({ items }: { items: ReactElement[] }) {
  const lang = useLang();
  return (
    <nav aria-label={T.mainNav[lang]} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.key}>{item}</li>
        ))}
      </ul>
    </nav>
  );
}
