import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@web/lib/cn";
import { DetailSection } from "./detail-section";

const LONG = 600;

/**
 * The advertiser's text, in its own paragraphs; a long one opens with 'Leer más'. English
 * pages show the advertiser's English text when they wrote one, else the Spanish one under
 * "Description in Spanish" (a listing is never machine-translated).
 */
export function PropertyDescription({ text, englishText = null }: { text: string; englishText?: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const lang = useLang();
  const t = PROPERTY_PAGE_TEXTS[lang];
  const english = lang === "en" && englishText?.trim() ? englishText : null;
  const clean = (english ?? text).trim();
  const title = lang === "es" || english ? t.description : t.descriptionInSpanish;
  if (!clean) return null;
  const paragraphs = clean.split(/\n\s*\n/);
  const long = clean.length > LONG;
  return (
    <DetailSection title={title}>
      <div
        id={id}
        lang={english || lang === "es" ? undefined : "es"}
        className={cn("space-y-3 text-base leading-relaxed whitespace-pre-line text-slate-700", long && !expanded && "line-clamp-6")}
      >
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
          {expanded ? t.readLess : t.readMore}
          <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
        </button>
      )}
    </DetailSection>
  );
}
