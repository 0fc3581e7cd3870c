import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, Bus, GraduationCap, Trees } from "lucide-react";
import type { Bilingual } from "@domain/i18n/bilingual";
import { useLang } from "@web/lib/i18n/lang-context";
import { Section } from "@web/components/content/section";
import { sectionSearchUrl } from "@web/lib/search-urls";
import { GuidePage, ListSection } from "./guide-page";

type FamilyColonia = {
  name: string;
  alcaldia: string;
  /** The place's name as the search knows it (a colonia, or the alcaldía). */
  search: string;
  text: string;
  schools: string;
  parks: string;
  transport: string;
};

// Places keep their names in both languages; what is said of them is translated.
const COLONIAS_ES: FamilyColonia[] = [
  {
    name: "Del Valle",
    alcaldia: "Benito Juárez",
    search: "Del Valle",
    text: "Calles arboladas, vida de barrio y todo a pie: mercados, súpers, clínicas y cafés.",
    schools: "Muchos colegios particulares y escuelas públicas, de preescolar a preparatoria.",
    parks: "Parque Tlacoquemécatl y, a unas cuadras, el Parque Hundido.",
    transport: "Metrobús Línea 1 sobre Insurgentes y Metro Líneas 3 y 12 (Zapata, División del Norte, Insurgentes Sur).",
  },
  {
    name: "Narvarte",
    alcaldia: "Benito Juárez",
    search: "Narvarte",
    text: "Edificios de los años cincuenta y sesenta con departamentos amplios, fondas y mercados de barrio.",
    schools: "Escuelas públicas y privadas de todos los niveles a pocas cuadras.",
    parks: "El Parque de los Venados, a un paso, y camellones arbolados.",
    transport: "Metro Línea 2 sobre Calzada de Tlalpan y Línea 3 sobre Avenida Cuauhtémoc (Etiopía, Eugenia).",
  },
  {
    name: "Coyoacán",
    alcaldia: "Coyoacán",
    search: "Coyoacán",
    text: "Del Carmen, Santa Catarina y el centro: casas con jardín, plazas y vida cultural los fines de semana.",
    schools: "Colegios tradicionales y la Ciudad Universitaria de la UNAM al sur.",
    parks: "Viveros de Coyoacán, el Jardín Centenario y la Plaza de Santa Catarina.",
    transport: "Metro Línea 3 (Coyoacán, Viveros, Miguel Ángel de Quevedo).",
  },
  {
    name: "Portales",
    alcaldia: "Benito Juárez",
    search: "Portales",
    text: "Ambiente familiar, su famoso mercado y rentas más accesibles que en Del Valle o Narvarte.",
    schools: "Primarias y secundarias públicas y colegios particulares en la colonia.",
    parks: "El Parque de los Venados al poniente y deportivos cercanos.",
    transport: "Metro Línea 2 (Portales, Ermita) y Línea 12 (Ermita).",
  },
  {
    name: "Lindavista",
    alcaldia: "Gustavo A. Madero",
    search: "Lindavista",
    text: "Una de las colonias residenciales tradicionales del norte, con casas amplias y todos los servicios.",
    schools: "Colegios particulares y escuelas públicas, con el IPN de Zacatenco cerca.",
    parks: "El Deportivo 18 de Marzo y el Planetario Luis Enrique Erro del IPN.",
    transport: "Metro Línea 6 (Lindavista, Deportivo 18 de Marzo) y Metrobús Línea 1 sobre Insurgentes Norte.",
  },
  {
    name: "Tlalpan Centro",
    alcaldia: "Tlalpan",
    search: "Tlalpan Centro",
    text: "Calles empedradas, casonas y un centro con plaza, mercado y cultura, con más verde que casi cualquier otra zona.",
    schools: "Escuelas públicas y colegios particulares, muchos con áreas verdes.",
    parks: "El Bosque de Tlalpan, a unos minutos, y la plaza de la Constitución.",
    transport: "Metrobús Línea 1 sobre Insurgentes Sur (Fuentes Brotantes) y el Tren Ligero sobre Calzada de Tlalpan.",
  },
];

const COLONIAS_EN: FamilyColonia[] = [
  {
    name: "Del Valle",
    alcaldia: "Benito Juárez",
    search: "Del Valle",
    text: "Tree-lined streets, neighborhood life and everything on foot: markets, supermarkets, clinics and cafés.",
    schools: "Many private schools and public schools, from preschool to high school.",
    parks: "Parque Tlacoquemécatl and, a few blocks away, Parque Hundido.",
    transport: "Metrobús Line 1 on Insurgentes and Metro Lines 3 and 12 (Zapata, División del Norte, Insurgentes Sur).",
  },
  {
    name: "Narvarte",
    alcaldia: "Benito Juárez",
    search: "Narvarte",
    text: "Buildings from the fifties and sixties with roomy apartments, fondas and neighborhood markets.",
    schools: "Public and private schools of every level a few blocks away.",
    parks: "Parque de los Venados, a step away, and tree-lined medians.",
    transport: "Metro Line 2 on Calzada de Tlalpan and Line 3 on Avenida Cuauhtémoc (Etiopía, Eugenia).",
  },
  {
    name: "Coyoacán",
    alcaldia: "Coyoacán",
    search: "Coyoacán",
    text: "Del Carmen, Santa Catarina and the center: houses with gardens, plazas and cultural life at weekends.",
    schools: "Traditional schools, and UNAM's Ciudad Universitaria to the south.",
    parks: "Viveros de Coyoacán, Jardín Centenario and Plaza de Santa Catarina.",
    transport: "Metro Line 3 (Coyoacán, Viveros, Miguel Ángel de Quevedo).",
  },
  {
    name: "Portales",
    alcaldia: "Benito Juárez",
    search: "Portales",
    text: "A family feel, its famous market and rents more affordable than in Del Valle or Narvarte.",
    schools: "Public primary and secondary schools and private schools in the neighborhood.",
    parks: "Parque de los Venados to the west and sports centers nearby.",
    transport: "Metro Line 2 (Portales, Ermita) and Line 12 (Ermita).",
  },
  {
    name: "Lindavista",
    alcaldia: "Gustavo A. Madero",
    search: "Lindavista",
    text: "One of the traditional residential neighborhoods of the north, with large houses and every service.",
    schools: "Private and public schools, with the IPN's Zacatenco campus nearby.",
    parks: "Deportivo 18 de Marzo and the IPN's Luis Enrique Erro Planetarium.",
    transport: "Metro Line 6 (Lindavista, Deportivo 18 de Marzo) and Metrobús Line 1 on Insurgentes Norte.",
  },
  {
    name: "Tlalpan Centro",
    alcaldia: "Tlalpan",
    search: "Tlalpan Centro",
    text: "Cobbled streets, old mansions and a center with a plaza, a market and culture, with more green than almost any other area.",
    schools: "Public and private schools, many with green areas.",
    parks: "Bosque de Tlalpan, a few minutes away, and Plaza de la Constitución.",
    transport: "Metrobús Line 1 on Insurgentes Sur (Fuentes Brotantes) and the Tren Ligero on Calzada de Tlalpan.",
  },
];

const COLONIAS: Bilingual<FamilyColonia[]> = { es: COLONIAS_ES, en: COLONIAS_EN };

const BEFORE_ES = [
  "Recorre la colonia entre semana a la hora de entrada a las escuelas: así sabrás cómo es el tráfico de verdad",
  "Haz el trayecto a tu trabajo en hora pico, en el transporte que vas a usar",
  "Pregunta a los vecinos por el agua: si llega todos los días y con presión",
  "Consulta el Atlas de Riesgos de la Ciudad de México para saber si la zona es de suelo blando (zona de lago) o con grietas",
  "En edificios, pregunta por la constancia de seguridad estructural y por las reparaciones tras los sismos",
];

const BEFORE_EN = [
  "Walk around the neighborhood on a weekday when schools start: you will see what the traffic is really like",
  "Do the trip to your work at rush hour, on the transport you are going to use",
  "Ask the neighbors about the water: whether it arrives every day and with pressure",
  "Check Mexico City's Risk Atlas (Atlas de Riesgos) to know whether the area has soft ground (the old lake bed) or cracks",
  "In buildings, ask for the structural safety certificate and about repairs after the earthquakes",
];

const FACTS = [
  { key: "schools", label: { es: "Escuelas", en: "Schools" }, Icon: GraduationCap },
  { key: "parks", label: { es: "Parques", en: "Parks" }, Icon: Trees },
  { key: "transport", label: { es: "Transporte", en: "Transport" }, Icon: Bus },
] as const;

const TEXT = {
  es: {
    lead: "Escuelas, parques y transporte a pocos minutos: seis zonas de la Ciudad de México que muchas familias eligen, cada una con sus búsquedas listas en Hogaria.",
    title: "Seis colonias para crecer en familia",
    intro: "Del centro al norte y al sur de la ciudad, para distintos presupuestos.",
    alcaldia: "Alcaldía ",
    rentIn: "Rentar en ",
    buyIn: "Comprar en ",
    beforeTitle: "Antes de decidir",
    beforeIntro: "Lo que ningún anuncio te dice de una colonia.",
    before: BEFORE_ES,
  },
  en: {
    lead: "Schools, parks and transport a few minutes away: six parts of Mexico City that many families choose, each with its searches ready on Hogaria.",
    title: "Six neighborhoods to raise a family",
    intro: "From the center to the north and south of the city, for different budgets.",
    alcaldia: "Borough of ",
    rentIn: "Rent in ",
    buyIn: "Buy in ",
    beforeTitle: "Before deciding",
    beforeIntro: "What no listing tells you about a neighborhood.",
    before: BEFORE_EN,
  },
} satisfies Bilingual<unknown>;

/** /guias/colonias-para-familias: six CDMX colonias with schools, parks and transport, each linking to its searches. */
export function FamilyColoniasGuide() {
  const lang = useLang();
  const t = TEXT[lang];
  return (
    <GuidePage page="guideFamilyColonias" lead={<p>{t.lead}</p>}>
      <Section titleId="colonias" title={t.title} intro={t.intro}>
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {COLONIAS[lang].map((colonia) => (
            <li key={colonia.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-card">
              <h3 className="text-xl font-semibold text-slate-900">{colonia.name}</h3>
              <p className="text-sm font-semibold text-primary-800">
                {t.alcaldia}
                {colonia.alcaldia}
              </p>
              <p className="mt-3 text-slate-700">{colonia.text}</p>
              <dl className="mt-5 flex-1 space-y-3">
                {FACTS.map(({ key, label, Icon }) => (
                  <div key={key} className="flex gap-3">
                    <dt className="flex w-28 shrink-0 items-start gap-2 text-sm font-semibold text-slate-900">
                      <Icon aria-hidden="true" className="mt-0.5 size-4 text-primary-700" />
                      {label[lang]}
                    </dt>
                    <dd className="text-sm text-slate-700">{colonia[key]}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-100 pt-4">
                <SearchLink to={sectionSearchUrl("rentar", { location: colonia.search })}>
                  {t.rentIn}
                  {colonia.name}
                </SearchLink>
                <SearchLink to={sectionSearchUrl("comprar", { location: colonia.search })}>
                  {t.buyIn}
                  {colonia.name}
                </SearchLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <ListSection titleId="antes" title={t.beforeTitle} intro={t.beforeIntro} items={t.before} />
    </GuidePage>
  );
}

function SearchLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 underline-offset-4 hover:underline">
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
