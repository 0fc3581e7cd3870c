import { formatNumber } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import { PLAN_PERIOD_DAYS } from "../billing/plans";
import { MONEY_FACT_LABELS } from "./facts";
import { LISTING_LIMITS as L } from "./listing-limits";
import type { ListingStepId } from "./listing-schema";

// What /publicar says around its fields (the messages at the fields are LISTING_MESSAGES),
// in each language.

/** The form's steps ("Operación" / "Type"), by id, as LISTING_STEPS orders them. */
export const LISTING_STEP_NAMES = bilingual({
  operacion: { es: "Operación", en: "Type" },
  ubicacion: { es: "Ubicación", en: "Location" },
  precio: { es: "Precio", en: "Price" },
  caracteristicas: { es: "Características", en: "Features" },
  descripcion: { es: "Descripción", en: "Description" },
  fotos: { es: "Fotos", en: "Photos" },
  revision: { es: "Revisión", en: "Review" },
} satisfies Record<ListingStepId, unknown>);

export const PUBLISH_TEXT = bilingual({
  pageTitle: { es: "Publicar propiedad · Hogaria", en: "List a property · Hogaria" },
  editTitle: { es: "Editar propiedad · Hogaria", en: "Edit a property · Hogaria" },
  publishHeading: { es: "Publicar propiedad", en: "List a property" },
  editHeading: { es: "Editar propiedad", en: "Edit a property" },
  loadingListing: { es: "Cargando tu propiedad…", en: "Loading your property…" },
  preparing: { es: "Preparando tu publicación…", en: "Getting your listing ready…" },
  listingNotFound: { es: "No encontramos esa propiedad", en: "We did not find that property" },
  toMyListings: { es: "Ir a mis propiedades", en: "Go to My listings" },
  draftsFailed: { es: "No pudimos cargar tus borradores.", en: "We could not load your drafts." },
  retry: { es: "Reintentar", en: "Try again" },
  draftSaved: {
    es: "Tienes un borrador guardado. ¿Quieres continuarlo o empezar otra propiedad?",
    en: "You have a saved draft. Do you want to continue it or start another property?",
  },
  continueDraft: { es: "Continuar borrador", en: "Continue draft" },
  savedOn: { es: (date: string) => `guardado el ${date}`, en: (date: string) => `saved on ${date}` },
  untitled: { es: "Borrador sin título", en: "Untitled draft" },
  startNew: { es: "Empezar una propiedad nueva", en: "Start a new property" },
  seekerAccount: {
    es: "Tu cuenta es para buscar propiedad. Si eres agente o inmobiliaria, crea una cuenta de agente para publicar.",
    en: "Your account is for finding a property. If you are an agent or an agency, create an agent account to publish.",
  },
  searchProperties: { es: "Buscar propiedades", en: "Search properties" },
  // Steps and their buttons
  steps: { es: "Pasos", en: "Steps" },
  stepOf: { es: (n: number, total: number) => `Paso ${n} de ${total}`, en: (n: number, total: number) => `Step ${n} of ${total}` },
  progress: { es: "Avance", en: "Progress" },
  back: { es: "Atrás", en: "Back" },
  next: { es: "Siguiente", en: "Next" },
  publish: { es: "Publicar", en: "Publish" },
  saveChanges: { es: "Guardar cambios", en: "Save changes" },
  checkTitle: { es: "Revisa los datos marcados", en: "Check the marked fields" },
  checkText: { es: "Cada campo dice qué falta.", en: "Each field says what is missing." },
  publishedTitle: { es: "¡Tu propiedad está publicada!", en: "Your property is published!" },
  published: { es: "Ya aparece en las búsquedas y en el mapa.", en: "It now shows in search results and on the map." },
  savedTitle: { es: "Cambios guardados", en: "Changes saved" },
  saved: { es: "La página pública ya muestra la nueva información.", en: "The public page now shows the new information." },
  publishFailed: { es: "No se pudo publicar", en: "It could not be published" },
  // Saving
  saving: { es: "Guardando…", en: "Saving…" },
  savedState: { es: "Guardado", en: "Saved" },
  saveError: { es: "Sin guardar: lo intentaremos de nuevo al siguiente cambio.", en: "Not saved: we will try again at your next change." },
  autosaves: { es: "Se guarda solo mientras escribes", en: "Saved automatically as you type" },
  // Operation
  whichOperation: { es: "¿Qué operación es?", en: "What kind of listing is it?" },
  propertyType: { es: "Tipo de propiedad", en: "Property type" },
  sale: { es: "Venta", en: "Sale" },
  saleText: { es: "Vendes la propiedad", en: "You are selling the property" },
  rent: { es: "Renta", en: "Rent" },
  rentText: { es: "Precio mensual", en: "Monthly price" },
  foreclosure: { es: "Remate", en: "Foreclosure" },
  foreclosureText: { es: "Bancario o judicial", en: "Bank or court auction" },
  // Location
  colonia: { es: "Colonia", en: "Neighborhood (colonia)" },
  coloniaPlaceholder: { es: "Escribe la colonia", en: "Type the neighborhood" },
  notAColonia: { es: "Elige una colonia (no una alcaldía ni un estado).", en: "Choose a neighborhood (colonia), not a borough or a state." },
  street: { es: "Calle y número", en: "Street and number" },
  streetPlaceholder: { es: "Ej. Durango 245", en: "E.g. Durango 245" },
  interior: { es: "Interior (opcional)", en: "Unit (optional)" },
  interiorPlaceholder: { es: "Ej. 302", en: "E.g. 302" },
  onTheMap: { es: "Ubicación en el mapa", en: "Location on the map" },
  dragPin: { es: "Arrastra el marcador hasta la entrada, o toca el mapa.", en: "Drag the pin to the entrance, or tap the map." },
  north: { es: "Mover el marcador al norte", en: "Move the pin north" },
  south: { es: "Mover el marcador al sur", en: "Move the pin south" },
  west: { es: "Mover el marcador al oeste", en: "Move the pin west" },
  east: { es: "Mover el marcador al este", en: "Move the pin east" },
  recentre: { es: "Volver al centro de la colonia", en: "Back to the neighborhood's centre" },
  mapAfterColonia: {
    es: "Elige la colonia y aparecerá el mapa para colocar el marcador.",
    en: "Choose the neighborhood and the map will appear to place the pin.",
  },
  onlyColonia: { es: "Mostrar solo la colonia", en: "Show only the neighborhood" },
  onlyColoniaHint: {
    es: "En la página pública no aparecen la calle, el número ni el punto exacto del mapa.",
    en: "The public page does not show the street, the number or the exact point on the map.",
  },
  // Price
  monthlyRent: { es: "Renta mensual", en: "Monthly rent" },
  foreclosurePrice: { es: "Precio de remate", en: "Foreclosure price" },
  price: { es: "Precio", en: "Price" },
  maintenance: { es: `${MONEY_FACT_LABELS.maintenance} mensual (opcional)`, en: "Monthly maintenance fee (optional)" },
  deposit: { es: `${MONEY_FACT_LABELS.depositMonths} (opcional)`, en: "Deposit (optional)" },
  months: { es: "meses", en: "months" },
  depositHint: { es: "Meses de renta; vacío se muestra «No indicado».", en: "Months of rent; left empty it shows “Not stated”." },
  foreclosureNote: {
    es: "En un remate, quien compra necesita ver el descuento y el riesgo antes de llamar.",
    en: "In a foreclosure, buyers need to see the discount and the risk before they call.",
  },
  appraisal: { es: "Valor de avalúo", en: "Appraisal value" },
  buyersWillSee: { es: (label: string) => `Los compradores verán: ${label}.`, en: (label: string) => `Buyers will see: ${label}.` },
  legalStatus: { es: "Situación legal", en: "Legal status" },
  creditsHint: {
    es: (notGiven: string) => `Marca los que aceptas. Sin marcar, se mostrará «${notGiven}».`,
    en: (notGiven: string) => `Tick the ones you accept. With none ticked, it shows “${notGiven}”.`,
  },
  // Features
  bedrooms: { es: "Recámaras", en: "Bedrooms" },
  bathrooms: { es: "Baños", en: "Bathrooms" },
  halfBath: { es: "Medio baño: 0.5", en: "Half bath: 0.5" },
  parking: { es: "Estacionamientos", en: "Parking spaces" },
  built: { es: "Construcción", en: "Built area" },
  lot: { es: "Superficie del terreno", en: "Lot area" },
  lotOptional: { es: "Terreno (opcional)", en: "Lot (optional)" },
  age: { es: "Antigüedad (opcional)", en: "Age (optional)" },
  years: { es: "años", en: "years" },
  newIsZero: { es: "0 si es nueva", en: "0 if new" },
  amenities: { es: "Amenidades", en: "Amenities" },
  // Description
  title: { es: "Título", en: "Title" },
  titleCount: {
    es: (n: number) => `${n} de ${L.titleMax} caracteres`,
    en: (n: number) => `${n} of ${L.titleMax} characters`,
  },
  description: { es: "Descripción", en: "Description" },
  descriptionCount: {
    es: (n: number) =>
      `${formatNumber(n)} de ${formatNumber(L.descriptionMax)} caracteres (mínimo ${L.descriptionMin}). Los saltos de línea se respetan.`,
    en: (n: number) => `${formatNumber(n)} of ${formatNumber(L.descriptionMax)} characters (at least ${L.descriptionMin}). Line breaks are kept.`,
  },
  descriptionPlaceholder: {
    es: "Cuenta lo que hace especial a la propiedad: luz, distribución, acabados, la colonia, el transporte cercano…",
    en: "Tell what makes the property special: light, layout, finishes, the neighborhood, nearby transport…",
  },
  english: { es: "Versión en inglés (opcional)", en: "English version (optional)" },
  englishCount: {
    es: (n: number) =>
      `${formatNumber(n)} de ${formatNumber(L.descriptionMax)} caracteres. Se muestra en la versión en inglés de Hogaria; sin ella, ahí se ve tu descripción en español.`,
    en: (n: number) =>
      `${formatNumber(n)} of ${formatNumber(L.descriptionMax)} characters. It shows on Hogaria's English pages; without it, they show your Spanish description.`,
  },
  // Review
  beforePublishing: { es: "Antes de publicar, completa esto:", en: "Before publishing, complete this:" },
  beforeSaving: { es: "Antes de guardar, completa esto:", en: "Before saving, complete this:" },
  fixIn: { es: (step: string) => `Corregir en «${step}»`, en: (step: string) => `Fix in “${step}”` },
  preview: { es: "Vista previa", en: "Preview" },
  noPhotos: { es: "Sin fotos", en: "No photos" },
  property: { es: "Propiedad", en: "Property" },
  noPrice: { es: "Sin precio", en: "No price" },
  noTitle: { es: "Sin título", en: "No title" },
  keyFacts: { es: "Datos clave", en: "Key facts" },
  photoCount: { es: (n: number) => `${n} fotos`, en: (n: number) => `${n} photos` },
  seePlans: { es: "Ver planes", en: "See plans" },
  usesPass: {
    es: (plan: string, agency: string | null) =>
      `Publicar usa 1 pase ${agency ? `del plan ${plan} de ${agency}` : `de tu plan ${plan}`}. ${agency ? `${agency} tiene` : "Tienes"}`,
    en: (plan: string, agency: string | null) =>
      `Publishing uses 1 pass from ${agency ? `${agency}'s ${plan} plan` : `your ${plan} plan`}. ${agency ? `${agency} has` : "You have"}`,
  },
  lasts: { es: `; la publicación dura ${PLAN_PERIOD_DAYS} días.`, en: ` available; the listing runs for ${PLAN_PERIOD_DAYS} days.` },
  // Phone
  phoneVerified: { es: "Celular verificado:", en: "Verified mobile:" },
  verifyPhone: { es: "Verifica tu celular para publicar", en: "Verify your mobile to publish" },
  yourPhone: { es: "Tu celular", en: "Your mobile" },
});
