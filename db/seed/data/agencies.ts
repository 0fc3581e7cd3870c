// The demo agencies: who owns each one (role inmobiliaria), its agents (role agente) and
// where and what it publishes. All of them log in with DEMO_PASSWORD.
//
// listingWeight is a person's share of the seeded listings in percent (with the
// independent agent in accounts.ts they add up to 100). focus says where those listings
// go (see ListingFocus): an agency's alcaldías get about `share` of them (93% unless
// said), and its types, operations and price floor hold for all of them.
import type { ListingFocus } from "../publishers";

export type DemoPerson = {
  email: string;
  name: string;
  bio: string;
  listingWeight: number;
  /** A soft personal niche inside a generalist agency (overrides the agency's focus). */
  focus?: ListingFocus;
};

export type AgencySeed = {
  name: string;
  slug: string;
  description: string;
  /** null: publishes all over the city. */
  focus: ListingFocus | null;
  owner: DemoPerson;
  agents: readonly DemoPerson[];
};

const RESIDENTIAL = ["departamento", "casa", "casa-condominio"] as const;
const COMMERCIAL = ["local-comercial", "oficina", "bodega-comercial"] as const;

/** The first one is the original demo agency (inmobiliaria@hogaria.mx), unchanged. */
export const AGENCIES: readonly AgencySeed[] = [
  {
    name: "Casa Capital Inmobiliaria",
    slug: "casa-capital-inmobiliaria",
    description: "Inmobiliaria con más de 15 años en la Ciudad de México. Compra, venta y renta de casas, departamentos y espacios comerciales.",
    focus: null,
    owner: { email: "inmobiliaria@hogaria.mx", name: "Ricardo Hernández", listingWeight: 14, bio: "Director de Casa Capital Inmobiliaria." },
    agents: [
      {
        email: "sofia.ramirez@hogaria.mx",
        name: "Sofía Ramírez",
        listingWeight: 10,
        bio: "Asesora en Casa Capital: Polanco, Anzures y Lomas.",
        focus: { alcaldias: ["Miguel Hidalgo", "Cuajimalpa de Morelos"], share: 0.6 },
      },
      {
        email: "diego.martinez@hogaria.mx",
        name: "Diego Martínez",
        listingWeight: 8,
        bio: "Asesor en Casa Capital: oficinas, locales y bodegas.",
        focus: { types: COMMERCIAL, share: 1 },
      },
      {
        email: "valeria.torres@hogaria.mx",
        name: "Valeria Torres",
        listingWeight: 10,
        bio: "Asesora en Casa Capital: Coyoacán, San Ángel y el sur de la ciudad.",
        focus: { alcaldias: ["Coyoacán", "Álvaro Obregón", "Tlalpan", "La Magdalena Contreras"], share: 0.6 },
      },
    ],
  },
  {
    name: "Chapultepec Residencial",
    slug: "chapultepec-residencial",
    description: "Residencias, departamentos y penthouses de lujo en Polanco, Lomas de Chapultepec, Bosques de las Lomas y Lomas de Vista Hermosa. Atención personalizada y total discreción.",
    focus: { alcaldias: ["Miguel Hidalgo", "Cuajimalpa de Morelos"], types: RESIDENTIAL, minPriceM2: 60_000 },
    owner: { email: "alejandra@chapultepecresidencial.mx", name: "Alejandra Villaseñor", listingWeight: 3, bio: "Fundadora de Chapultepec Residencial. Veinte años en el mercado de lujo de Polanco y Las Lomas." },
    agents: [
      { email: "rodrigo.arriaga@chapultepecresidencial.mx", name: "Rodrigo Arriaga", listingWeight: 3, bio: "Asesor en Chapultepec Residencial: residencias en Lomas de Chapultepec y Bosques de las Lomas." },
      { email: "fernanda.icaza@chapultepecresidencial.mx", name: "Fernanda Icaza", listingWeight: 4, bio: "Asesora en Chapultepec Residencial: departamentos y penthouses en Polanco." },
    ],
  },
  {
    name: "Raíces del Sur Bienes Raíces",
    slug: "raices-del-sur",
    description: "Casas y departamentos para familias en Coyoacán, Tlalpan y Xochimilco. Te acompañamos desde la primera visita hasta la escrituración.",
    focus: { alcaldias: ["Coyoacán", "Tlalpan", "Xochimilco"], types: [...RESIDENTIAL, "terreno"] },
    owner: { email: "contacto@raicesdelsur.mx", name: "Guadalupe Olvera", listingWeight: 2, bio: "Directora de Raíces del Sur. Vecina de Coyoacán de toda la vida." },
    agents: [
      { email: "andres.cruz@raicesdelsur.mx", name: "Andrés Cruz", listingWeight: 3, bio: "Asesor en Raíces del Sur: casas en Coyoacán y el Pedregal." },
      { email: "paola.rangel@raicesdelsur.mx", name: "Paola Rangel", listingWeight: 3, bio: "Asesora en Raíces del Sur: Tlalpan, Xochimilco y casas en condominio." },
      { email: "jorge.villegas@raicesdelsur.mx", name: "Jorge Villegas", listingWeight: 2, bio: "Asesor en Raíces del Sur: terrenos y primeras viviendas en el sur." },
    ],
  },
  {
    name: "Roma Condesa Rentas",
    slug: "roma-condesa-rentas",
    description: "Especialistas en renta de departamentos en Roma, Condesa, Juárez, Narvarte y Del Valle. Contratos claros, póliza jurídica y opciones amuebladas.",
    focus: { alcaldias: ["Cuauhtémoc", "Benito Juárez"], operations: ["renta"] },
    owner: { email: "contacto@romacondesarentas.mx", name: "Daniela Cervantes", listingWeight: 3, bio: "Socia fundadora de Roma Condesa Rentas." },
    agents: [
      { email: "emilio.navarro@romacondesarentas.mx", name: "Emilio Navarro", listingWeight: 4, bio: "Asesor en Roma Condesa Rentas: departamentos amueblados en Roma y Condesa." },
      { email: "ximena.quiroz@romacondesarentas.mx", name: "Ximena Quiroz", listingWeight: 4, bio: "Asesora en Roma Condesa Rentas: Narvarte, Del Valle y Juárez." },
    ],
  },
  {
    name: "Espacios Comerciales Vallejo",
    slug: "espacios-comerciales-vallejo",
    description: "Oficinas, locales y bodegas en el norte y oriente de la ciudad: Vallejo, Azcapotzalco, Gustavo A. Madero e Iztapalapa. Espacios para tu negocio, en renta o venta.",
    focus: { alcaldias: ["Azcapotzalco", "Gustavo A. Madero", "Iztapalapa"], types: COMMERCIAL },
    owner: { email: "hector@espaciosvallejo.mx", name: "Héctor Salinas", listingWeight: 1, bio: "Director de Espacios Comerciales Vallejo. Especialista en bodegas y naves industriales." },
    agents: [
      { email: "monica.ibarra@espaciosvallejo.mx", name: "Mónica Ibarra", listingWeight: 1, bio: "Asesora en Espacios Comerciales Vallejo: locales y oficinas en Azcapotzalco y Lindavista." },
      { email: "raul.dominguez@espaciosvallejo.mx", name: "Raúl Domínguez", listingWeight: 1, bio: "Asesor en Espacios Comerciales Vallejo: bodegas en Iztapalapa y la zona industrial Vallejo." },
    ],
  },
  {
    name: "Casa Propia Oriente",
    slug: "casa-propia-oriente",
    description: "Vivienda accesible en Iztapalapa, Iztacalco y Tláhuac. Te orientamos con tu crédito Infonavit o Fovissste y con todos los trámites de compra.",
    focus: { alcaldias: ["Iztapalapa", "Iztacalco", "Tláhuac"], types: [...RESIDENTIAL, "terreno"] },
    owner: { email: "contacto@casapropiaoriente.mx", name: "Rosa María Juárez", listingWeight: 1, bio: "Directora de Casa Propia Oriente. Asesora en créditos hipotecarios." },
    agents: [{ email: "luis.reyes@casapropiaoriente.mx", name: "Luis Ángel Reyes", listingWeight: 2, bio: "Asesor en Casa Propia Oriente: casas y departamentos con crédito Infonavit." }],
  },
  {
    name: "Punto Santa Fe Inmobiliaria",
    slug: "punto-santa-fe",
    description: "Departamentos, oficinas y casas en Santa Fe, San Ángel, Las Águilas y el poniente de la ciudad. Conocemos cada torre y cada privada de la zona.",
    focus: { alcaldias: ["Álvaro Obregón", "Cuajimalpa de Morelos", "La Magdalena Contreras"] },
    owner: { email: "mauricio@puntosantafe.mx", name: "Mauricio Ochoa", listingWeight: 3, bio: "Director de Punto Santa Fe Inmobiliaria." },
    agents: [
      { email: "carla.benitez@puntosantafe.mx", name: "Carla Benítez", listingWeight: 4, bio: "Asesora en Punto Santa Fe: departamentos y oficinas en Santa Fe." },
      { email: "ivan.paredes@puntosantafe.mx", name: "Iván Paredes", listingWeight: 4, bio: "Asesor en Punto Santa Fe: casas en San Ángel, Las Águilas y Contreras." },
    ],
  },
];
