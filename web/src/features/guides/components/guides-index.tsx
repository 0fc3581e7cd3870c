import { Link } from "react-router";
import { sectionPath } from "@domain/properties/sections";
import { ContentHero } from "@web/components/content/content-hero";
import { bannerActionClasses, DarkBanner } from "@web/components/content/dark-banner";
import { GuideCards } from "@web/components/content/guide-cards";
import { Section } from "@web/components/content/section";
import { buttonClasses } from "@web/components/ui/button";

/** /guias: the six guides, and a way on to the listings. */
export function GuidesIndex() {
  return (
    <>
      <ContentHero
        eyebrow="Guías"
        title="Guías para tu primera renta o compra"
        lead={
          <p>
            Consejos claros y calculadoras para dar el paso con seguridad en la Ciudad de México: cuánto pagar, qué papeles juntar, qué crédito
            elegir, dónde vivir y cómo no caer en un fraude.
          </p>
        }
      >
        <a href="#guias" className={buttonClasses("primary", "lg")}>
          Ver las guías
        </a>
      </ContentHero>
      <Section id="guias" titleId="guides-title" title="Seis guías" intro="Cada una en su página, para leer con calma o compartir.">
        <GuideCards className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" />
      </Section>
      <DarkBanner
        titleId="search-title"
        title="¿Listo para buscar?"
        action={
          <Link to={sectionPath("rentar")} className={bannerActionClasses}>
            Ver casas y departamentos en renta
          </Link>
        }
      >
        <p>Casas y departamentos en renta y en venta en toda la Ciudad de México.</p>
      </DarkBanner>
    </>
  );
}
