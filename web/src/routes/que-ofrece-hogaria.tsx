import { Link } from "react-router";
import { Search } from "lucide-react";
import { buttonClasses } from "@web/components/ui/button";
import { ContentHero } from "@web/components/content/content-hero";
import { HighlightsCard } from "@web/features/content/components/highlights-card";
import { OfferOverview } from "@web/features/content/components/offer-overview";
import { CallUsBanner } from "@web/features/content/components/call-us-banner";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";

export default function WhatHogariaOffersPage() {
  return (
    <>
      <PageHead title={useStaticPage("/que-ofrece-hogaria").title} />
      <ContentHero
        aside={
          <HighlightsCard
            title="En Hogaria encuentras"
            items={[
              "Precios en pesos, sin letras chiquitas",
              "Búsqueda por colonia, mapa o zona dibujada",
              "Asesoría gratis por WhatsApp",
              "Agentes de IA que responden 24/7",
            ]}
          />
        }
        eyebrow="Rentar y comprar en CDMX"
        title="Qué ofrece Hogaria"
        lead={
          <p>
            Un solo lugar para encontrar casa o departamento en la Ciudad de México y, si eres agente o inmobiliaria, para atender a tus clientes de
            principio a fin.
          </p>
        }
      >
        <Link to="/" className={buttonClasses("primary", "lg")}>
          <Search aria-hidden="true" className="size-5" />
          Buscar mi hogar
        </Link>
        <Link to="/precios" className={buttonClasses("outline", "lg")}>
          Planes para agentes
        </Link>
      </ContentHero>
      <OfferOverview />
      <div className="pt-16 sm:pt-20">
        <CallUsBanner title="¿Quieres que te expliquemos con calma?">
          <p>Déjanos tu número y un asesor te llama para contarte qué te conviene, sin compromiso.</p>
        </CallUsBanner>
      </div>
    </>
  );
}
