import type { ReactElement } from "react";

/** The desktop navigation landmark around its three menu triggers. */
export function DesktopNavShell({ items }: { items: ReactElement[] }) {
  return (
    <nav aria-label="Principal" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.key}>{item}</li>
        ))}
      </ul>
    </nav>
  );
}
