import { Check, CircleCheck } from "lucide-react";
import { cn } from "@web/lib/cn";

type CheckListProps = {
  items: readonly string[];
  /** Spacing and type of the list. */
  className?: string;
  /** Closer check and text, for compact cards and small print. */
  tight?: boolean;
  /** On a dark background the check is light. */
  onDark?: boolean;
  /** A highlights card: larger, circled checks with more room. */
  emphasis?: boolean;
};

/** What a plan, a service or a page offers: one line an item, each after a check mark. */
export function CheckList({ items, className, tight = false, onDark = false, emphasis = false }: CheckListProps) {
  const Icon = emphasis ? CircleCheck : Check;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={emphasis ? "flex gap-3" : tight ? "flex gap-2" : "flex gap-2.5"}>
          <Icon
            aria-hidden="true"
            className={cn("mt-0.5 shrink-0", emphasis ? "size-5" : "size-4", onDark ? "text-primary-300" : "text-primary-700")}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
