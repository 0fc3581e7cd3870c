import { Link } from "react-router";
import { ArrowRight, Sparkles } from "lucide-react";
import { Container } from "@web/components/ui/container";

/** Closing call to action: what Hogaria offers. */
export function DiscoverBanner() {
  return (
    <section aria-labelledby="discover-title" className="pb-16 sm:pb-20">
      <Container>
        <div className="on-dark relative overflow-hidden rounded-2xl bg-primary-800 px-6 py-10 text-white shadow-card sm:px-10 sm:py-12">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-600/30 blur-3xl" />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-accent-100">
                <Sparkles aria-hidden="true" className="size-3.5" />
                Para familias, agentes e inmobiliarias
              </span>
              <h2 id="discover-title" className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">
                Rentar o comprar, acompañado de principio a fin
              </h2>
              <p className="mt-2 text-primary-50">
                Tableros para elegir en equipo, asesoría por WhatsApp, recorridos 3D y planes para publicar.
              </p>
            </div>
            <Link
              to="/que-ofrece-hogaria"
              className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-primary-800 shadow-sm transition-colors hover:bg-primary-50"
            >
              Descubre qué ofrece Hogaria
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
