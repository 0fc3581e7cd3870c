import { Link } from "react-router";
import { ArrowRight, Sparkles } from "lucide-react";
import { bannerActionClasses, DarkBanner } from "@web/components/content/dark-banner";

/** Closing call to action: what Hogaria offers. */
export function DiscoverBanner() {
  return (
    <DarkBanner
      titleId="discover-title"
      title="Rentar o comprar, acompañado de principio a fin"
      eyebrow={
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-accent-100">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Para familias, agentes e inmobiliarias
        </span>
      }
      action={
        <Link to="/que-ofrece-hogaria" className={bannerActionClasses}>
          Descubre qué ofrece Hogaria
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      }
    >
      <p>Tableros para elegir en equipo, asesoría por WhatsApp, recorridos 3D y planes para publicar.</p>
    </DarkBanner>
  );
}
