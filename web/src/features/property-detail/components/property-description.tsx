import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@web/lib/cn";
import { DetailSection } from "./detail-section";

const LONG = 600;

/** The advertiser's text, in its own paragraphs; a long one opens with 'Leer más'. */
export function PropertyDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const clean = text.trim();
  if (!clean) return null;
  const paragraphs = clean.split(/\n\s*\n/);
  const long = clean.length > LONG;
  return (
    <DetailSection title="Descripción">
      <div id={id} className={cn("space-y-3 text-base leading-relaxed whitespace-pre-line text-slate-700", long && !expanded && "line-clamp-6")}>
        {paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg font-semibold text-primary-700 hover:text-primary-900"
        >
          {expanded ? "Leer menos" : "Leer más"}
          <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
        </button>
      )}
    </DetailSection>
  );
}
