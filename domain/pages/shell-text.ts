import { bilingual, type Bilingual } from "../i18n/bilingual";
import { nounFor } from "../format/number";
import { OPERATOR_DESK_TITLE } from "../trust/operator-desk";

// What the site's frame says on every page (the header, its menus, the footer, the language
// switch and the offer to switch), in each language. A text without its English twin does
// not type-check.

export const HEADER_TEXT = bilingual({
  home: { es: "Hogaria, ir al inicio", en: "Hogaria, go to the home page" },
  skipToContent: { es: "Saltar al contenido", en: "Skip to content" },
  close: { es: "Cerrar", en: "Close" },
  mainNav: { es: "Principal", en: "Main" },
  pricing: { es: "Precios", en: "Pricing" },
  seePricing: { es: "Ver precios", en: "See pricing" },
  services: { es: "Servicios", en: "Services" },
  signIn: { es: "Iniciar sesión", en: "Sign in" },
  register: { es: "Registrarse", en: "Sign up" },
  findAgencies: { es: "Buscar inmobiliarias", en: "Find agencies" },
  enter: { es: "Ingresar", en: "Sign in" },
  yourAccount: { es: "Tu cuenta", en: "Your account" },
  signOut: { es: "Cerrar sesión", en: "Sign out" },
  plans: { es: "Planes", en: "Plans" },
  publish: { es: "Publicar", en: "List a property" },
  clients: { es: "Mis clientes", en: "My clients" },
  dashboard: { es: "Dashboard", en: "Dashboard" },
  profile: { es: "Mi perfil", en: "My profile" },
  operatorDesk: { es: OPERATOR_DESK_TITLE, en: "Operator desk" },
  favorites: { es: "Mis favoritas", en: "My favorites" },
  openMenu: { es: "Abrir menú", en: "Open menu" },
  menu: { es: "Menú", en: "Menu" },
  mobileNav: { es: "Menú móvil", en: "Mobile menu" },
  state: { es: "Estado", en: "State" },
  cdmx: { es: "Ciudad de México", en: "Mexico City" },
  cdmxOnly: { es: "Solo Ciudad de México por ahora", en: "Only Mexico City for now" },
  propertyType: { es: "Tipo de propiedad", en: "Property type" },
  bedrooms: { es: "Recámaras", en: "Bedrooms" },
  bedroomsAria: {
    es: (label: string, n: number) => `${label} ${nounFor(n, "recámara")}`,
    en: (label: string, n: number) => `${label} ${nounFor(n, "bedroom", "bedrooms")}`,
  },
  allForSale: { es: "Ver todo en venta", en: "See everything for sale" },
  allForRent: { es: "Ver todo en renta", en: "See everything for rent" },
});

export const FOOTER_TEXT = bilingual({
  tagline: {
    es: "Casas y departamentos en la Ciudad de México, con precios en pesos y asesoría cercana para rentar o comprar sin sorpresas.",
    en: "Houses and apartments in Mexico City, with prices in pesos and advice close at hand to rent or buy without surprises.",
  },
  company: { es: "Empresa", en: "Company" },
  explore: { es: "Explora", en: "Explore" },
  about: { es: "Sobre nosotros", en: "About us" },
  offer: { es: "Qué ofrece Hogaria", en: "What Hogaria offers" },
  terms: { es: "Términos y condiciones", en: "Terms and conditions" },
  privacy: { es: "Aviso de privacidad", en: "Privacy notice" },
  pricing: { es: "Precios", en: "Pricing" },
  services: { es: "Servicios", en: "Services" },
  buy: { es: "Comprar en CDMX", en: "Buy in Mexico City" },
  rent: { es: "Rentar en CDMX", en: "Rent in Mexico City" },
  foreclosures: { es: "Remates", en: "Foreclosures" },
  agencies: { es: "Buscar inmobiliarias", en: "Find agencies" },
  rights: { es: "Todos los derechos reservados.", en: "All rights reserved." },
  socialOn: { es: (network: string) => `Hogaria en ${network}`, en: (network: string) => `Hogaria on ${network}` },
});

/** The footer's language switch. */
export const LANGUAGE_TEXT = bilingual({
  switchLabel: { es: "Idioma", en: "Language" },
});

/**
 * The one-line offer on a Spanish page to a browser that prefers English: written in English
 * only, since it speaks to a reader of English (the page marks it lang="en").
 */
export const ENGLISH_OFFER = {
  text: "This page is also in English",
  action: "View in English",
  dismiss: "No thanks, stay in Spanish",
} as const;

/** Each language's own name, the same on every page. */
export const LANG_NAMES = { es: "Español", en: "English" } as const satisfies Bilingual;
