import { Layers } from "lucide-react";
import { alsoListedByText } from "@domain/listing-clusters/cluster-texts";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";

/** "También anunciada por N anunciantes": the same home, published by other advertisers too (nothing when none). */
export function AlsoListedBy({ count, className }: { count: number; className?: string }) {
  const lang = useLang();
  if (!count) return null;
  return (
    <p className={cn("flex items-center gap-1.5 text-sm font-medium text-slate-700", className)}>
      <Layers aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      {alsoListedByText(count, lang)}
    </p>
  );
}
