import { Check, CircleCheck } from "lucide-react";
import { cn } from "@web/lib/cn";

/** Lines each led by a check mark: `sm` for the small print of a card, `md` for a highlights card. */
export function CheckList({ items, className, size = "sm" }: { items: readonly string[]; className: string; size?: "sm" | "md" }) {
  const Icon = size === "sm" ? Check : CircleCheck;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={size === "sm" ? "flex gap-2" : "flex gap-3"}>
          <Icon aria-hidden="true" className={cn("mt-0.5 shrink-0 text-primary-700", size === "sm" ? "size-4" : "size-5")} />
          {item}
        </li>
      ))}
    </ul>
  );
}
