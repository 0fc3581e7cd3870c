import { Link } from "react-router";
import { buttonClasses } from "@web/components/ui/button";
import { ContentHero } from "@web/components/content/content-hero";
import { HighlightsCard } from "@web/features/content/components/highlights-card";
import { AboutStory } from "@web/features/content/components/about-story";
import { CallUsBanner } from "@web/features/content/components/call-us-banner";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";

export default function AboutPage() {
  return (
    <>
      <PageHead title={useStaticPage("/sobre-nosotros").title} />
      <ContentHero
        aside={
          <HighlightsCard
            title="Lo que nos prometemos"
            items={[
              "Decirte el precio antes, siempre en pesos",
              "Contestarte rápido, por WhatsApp o por teléfono",
              "Cuidar tus datos como si fueran nuestros",
              "Conocer cada colonia de la ciudad",
            ]}
          />
        }
        eyebrow="Sobre nosotros"
        title="Hacemos que encontrar hogar en CDMX se sienta en casa"
        lead={
          <p>
            Hogaria nació en la Ciudad de México para acompañar a familias, estudiantes y profesionales en una de las decisiones más importantes de su
            vida, y a los agentes que los ayudan a tomarla.
          </p>
        }
      >
        <Link to="/que-ofrece-hogaria" className={buttonClasses("primary", "lg")}>
          Qué ofrece Hogaria
        </Link>
      </ContentHero>
      <AboutStory />
      <CallUsBanner title="¿Platicamos?">
        <p>Cuéntanos qué buscas y te llamamos para orientarte, sin costo ni compromiso.</p>
      </CallUsBanner>
    </>
  );
}
