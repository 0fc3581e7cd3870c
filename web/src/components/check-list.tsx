import { Check } from "lucide-react";
import { cn } from "@web/lib/cn";

type CheckListProps = {
  items: readonly string[];
  /** Spacing and type of the list. */
  className?: string;
  /** Closer check and text, for compact cards. */
  tight?: boolean;
  /** On a dark background the check is light. */
  onDark?: boolean;
};

/** What a plan or a service includes: one line an item, each after a check mark. */
export function CheckList({ items, className, tight = false, onDark = false }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={tight ? "flex gap-2" : "flex gap-2.5"}>
          <Check aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", onDark ? "text-primary-300" : "text-primary-700")} />
          {item}
        </li>
      ))}
    </ul>
  );
}
