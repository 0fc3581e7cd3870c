import { Link } from "react-router";
import { ArrowRight, Bot, Heart, Map as MapIcon, MessageCircle, Rotate3d, Search, SquareKanban, Wallet } from "lucide-react";
import { PLAN_PERIOD_DAYS } from "@domain/billing/plans";
import { DRONE_VIDEO_SERVICE_ID, serviceName } from "@domain/billing/services";
import { IconTileGrid, type IconTile } from "@web/components/content/icon-tile-grid";
import { Section } from "@web/components/content/section";

type Offer = IconTile & { to: string; cta: string; tags?: string[] };

const FOR_HOME_SEEKERS: Offer[] = [
  {
    Icon: Search,
    title: "Búsqueda por ubicación",
    text: "Escribe una colonia, alcaldía o ciudad y elige de la lista: el autocompletado entiende «alvaro obr» igual que «Álvaro Obregón».",
    to: "/",
    cta: "Empezar a buscar",
  },
  {
    Icon: MapIcon,
    title: "Mapa y búsqueda por polígono",
    text: "Recorre el mapa o dibuja tu zona ideal —cerca del trabajo, de la escuela o del metro— y ve solo lo que queda dentro.",
    to: "/rentar",
    cta: "Ver departamentos en renta",
  },
  {
    Icon: Heart,
    title: "Favoritas en listas",
    text: "Guarda las propiedades que te gustan en listas con nombre para comparar con calma o decidir en familia.",
    to: "/comprar",
    cta: "Ver casas en venta",
  },
  {
    Icon: MessageCircle,
    title: "Asesoría por WhatsApp",
    text: "Renta segura, depósito cero, visitas, precalificación y compra segura: te orientamos gratis antes de firmar.",
    to: "/servicios",
    cta: "Conocer los servicios",
  },
];

const FOR_PROFESSIONALS: Offer[] = [
  {
    Icon: SquareKanban,
    title: "Listas y tableros de clientes",
    text: "Cada cliente con su lista y un tablero compartido: arrastra propiedades a «Me gustaron», «No me gustaron» o «Propiedad ganadora» y decidan juntos.",
    to: "/mis-clientes",
    cta: "Ir a Mis clientes",
  },
  {
    Icon: Bot,
    title: "Agentes de IA 24/7",
    text: "Atiende a cada interesado al instante por WhatsApp, califícalo, agenda visitas y oriéntalo sobre comprar o rentar, también de madrugada.",
    to: "/agente-ai",
    cta: "Conocer el agente de IA",
  },
  {
    Icon: Rotate3d,
    title: "Anuncios que destacan",
    text: "Recorridos virtuales 3D, renders, video con dron, anuncios destacados e impulsos con IA para llegar a compradores parecidos.",
    tags: ["Recorrido 3D", "Renders", serviceName(DRONE_VIDEO_SERVICE_ID), "Destacados", "Impulsos con IA"],
    to: "/precios",
    cta: "Ver servicios y precios",
  },
  {
    Icon: Wallet,
    title: "Planes claros en pesos",
    text: `Planes individuales y para inmobiliarias de ${PLAN_PERIOD_DAYS} días, con precio mensual en MXN, renovación automática y sin letras chiquitas.`,
    to: "/precios",
    cta: "Ver planes",
  },
];

/** What Hogaria offers (/que-ofrece-hogaria), for people looking for a home and for agents and agencies. */
export function OfferOverview() {
  return (
    <>
      <OfferSection
        id="para-ti"
        title="Para encontrar tu hogar"
        intro="Herramientas para buscar con calma, comparar con cabeza y rentar o comprar con seguridad."
        offers={FOR_HOME_SEEKERS}
      />
      <OfferSection
        id="para-agentes"
        title="Para agentes e inmobiliarias"
        intro="Todo lo que necesitas para atender más clientes y cerrar mejor, sin perder el control de tu relación con ellos."
        offers={FOR_PROFESSIONALS}
        tone="muted"
      />
    </>
  );
}

type OfferSectionProps = { id: string; title: string; intro: string; offers: Offer[]; tone?: "plain" | "muted" };

function OfferSection({ id, title, intro, offers, tone }: OfferSectionProps) {
  return (
    <Section titleId={id} title={title} intro={intro} tone={tone}>
      <IconTileGrid items={offers} tile="link" icon="lg" stretchText footer={OfferFooter} className="mt-10 grid gap-4 sm:grid-cols-2 lg:gap-6" />
    </Section>
  );
}

/** Under an offer's text: what it includes, and the link that makes the whole card clickable. */
function OfferFooter({ to, cta, tags }: Offer) {
  return (
    <>
      {tags && (
        <ul aria-label="Incluye" className="mt-4 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={to}
        className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary-700 after:absolute after:inset-0 after:rounded-xl hover:text-primary-900 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
      >
        {cta}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </>
  );
}
