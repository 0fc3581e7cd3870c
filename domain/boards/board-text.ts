import { countLabel, countLabelEn, nounFor, byCount } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import { ORIGIN_MARK } from "../properties/origin-mark";

// What a client board says in each language: the agent's board (/cliente/{listId}), the
// client's through its link (/t/{token}), a card's sheet (/sc/{id}), sharing, the live
// room's state and the ways to move a card. The columns' titles are in board.ts, the
// notices of others' moves in board-notices.ts.
export const BOARD_TEXT = bilingual({
  board: { es: "Tablero", en: "Board" },
  pageTitle: { es: (client: string) => `${client} · Tablero · Hogaria`, en: (client: string) => `${client} · Board · Hogaria` },
  migratingTitle: { es: "Migrando tablero...", en: "Updating the board..." },
  migratingHint: { es: "Por favor espera mientras actualizamos tu tablero", en: "Please wait while we update your board" },
  loading: { es: "Cargando el tablero…", en: "Loading the board…" },
  loadFailed: { es: "No pudimos cargar el tablero.", en: "We could not load the board." },
  loadFailedToast: { es: "Error al cargar el tablero", en: "Error loading the board" },
  migrationFailed: { es: "No se pudo migrar la lista", en: "The list could not be moved to its board" },
  migrationError: { es: "Error durante la migración", en: "Error while updating the board" },
  retry: { es: "Reintentar", en: "Try again" },
  backToClients: { es: "Volver a Mis Clientes", en: "Back to My clients" },
  shared: { es: "Tablero compartido", en: "Shared board" },
  updated: { es: (date: string) => `Actualizado ${date}`, en: (date: string) => `Updated ${date}` },
  showContact: { es: "Mostrar mi contacto al cliente", en: "Show my contact to the client" },
  contactShown: { es: "Tu cliente ve tu teléfono y WhatsApp.", en: "Your client sees your phone and WhatsApp." },
  contactHidden: { es: "Tu cliente no ve tu teléfono ni tu WhatsApp.", en: "Your client does not see your phone or WhatsApp." },
  agentEmpty: {
    es: "Este cliente aún no tiene propiedades. Agrégalas con el corazón desde los resultados o desde cada propiedad: llegarán a la columna Propiedades.",
    en: "This client has no properties yet. Add them with the heart from the results or from each property: they will arrive in the Properties column.",
  },
  deleteClient: { es: (name: string) => `Eliminar cliente ${name}`, en: (name: string) => `Delete client ${name}` },
  delete: { es: "Eliminar", en: "Delete" },
  error: { es: "Error", en: "Error" },
  // Sharing.
  share: { es: "Compartir", en: "Share" },
  sendWhatsapp: { es: "Enviar por WhatsApp", en: "Send by WhatsApp" },
  copyLink: { es: "Copiar enlace", en: "Copy link" },
  clientLink: { es: "Enlace del cliente", en: "Client's link" },
  openClientView: { es: "Abrir la vista del cliente", en: "Open the client's view" },
  newLink: { es: "Generar un enlace nuevo", en: "Make a new link" },
  turnOffLink: { es: "Desactivar enlace", en: "Turn off link" },
  linkNote: {
    es: "Crearemos un enlace privado para tu cliente; no necesita cuenta.",
    en: "We will make a private link for your client; they need no account.",
  },
  linkCopied: { es: "Enlace copiado", en: "Link copied" },
  pasteIt: { es: "Pégalo en un mensaje para tu cliente.", en: "Paste it into a message to your client." },
  linkMade: { es: "Enlace generado", en: "Link created" },
  newLinkCopied: { es: "Es un enlace nuevo: el anterior dejó de funcionar.", en: "It is a new link: the previous one stopped working." },
  linkFailed: { es: "No se pudo generar el enlace de compartir", en: "The share link could not be created" },
  linkError: { es: "Error al generar el enlace de compartir", en: "Error creating the share link" },
  linkOff: { es: "Enlace desactivado", en: "Link turned off" },
  linkOffHint: { es: "Quien tenga el enlace ya no podrá abrir el tablero.", en: "Whoever has the link can no longer open the board." },
  linkOffFailed: { es: "No se pudo desactivar el enlace", en: "The link could not be turned off" },
  saved: { es: "Actualizado", en: "Updated" },
  contactNowShown: {
    es: "Tu cliente ya ve tu nombre, teléfono y WhatsApp en el tablero.",
    en: "Your client now sees your name, phone and WhatsApp on the board.",
  },
  contactNowHidden: { es: "Tu contacto ya no se muestra en el tablero.", en: "Your contact no longer shows on the board." },
  saveFailed: { es: "No se pudo guardar el cambio. Intenta de nuevo.", en: "The change could not be saved. Try again." },
  // The client's board.
  clientPageTitle: {
    es: (client: string) => `${client} · Tablero de propiedades · Hogaria`,
    en: (client: string) => `${client} · Property board · Hogaria`,
  },
  propertyBoard: { es: "Tablero de propiedades", en: "Property board" },
  chosenBy: {
    es: (agent: string | null) => `${agent ?? "Tu agente"} eligió estas propiedades para ti.`,
    en: (agent: string | null) => `${agent ?? "Your agent"} chose these properties for you.`,
  },
  moveThem: {
    es: "Muévelas a la columna que mejor describa lo que piensas: tu agente verá cada cambio al instante.",
    en: "Move them to the column that best says what you think: your agent will see each change at once.",
  },
  clientEmpty: {
    es: "Tu agente aún no ha agregado propiedades. En cuanto lo haga, aparecerán aquí.",
    en: "Your agent has not added properties yet. As soon as they do, they will show up here.",
  },
  propertiesFailed: { es: "No se pudieron cargar las propiedades", en: "The properties could not be loaded" },
  propertiesFailedTitle: { es: "No se pudieron cargar las propiedades.", en: "The properties could not be loaded." },
  unavailableTitle: { es: "Tablero no disponible · Hogaria", en: "Board not available · Hogaria" },
  unavailable: { es: "Este tablero ya no está disponible.", en: "This board is no longer available." },
  unavailableHint: {
    es: "Puede que tu agente haya desactivado el enlace o creado uno nuevo. Pídele el enlace más reciente.",
    en: "Your agent may have turned off the link or made a new one. Ask them for the latest link.",
  },
  searchProperties: { es: "Buscar propiedades", en: "Search properties" },
  yourAgent: { es: "Tu agente", en: "Your agent" },
  opensInNewTab: { es: "(se abre en otra pestaña)", en: "(opens in a new tab)" },
  // Who is looking, and the live connection.
  agentKind: { es: "Agente", en: "Agent" },
  clientKind: { es: "Cliente", en: "Client" },
  live: { es: "En vivo", en: "Live" },
  connecting: { es: "Conectando…", en: "Connecting…" },
  reconnecting: { es: "Reconectando…", en: "Reconnecting…" },
  viewingNow: { es: "Viendo ahora:", en: "Viewing now:" },
  whoIsViewing: { es: "Quién está viendo el tablero", en: "Who is viewing the board" },
  youMark: { es: "(tú)", en: "(you)" },
  // Moving cards.
  hintKeyboard: {
    es: [
      "Arrastra las tarjetas entre columnas. Con el teclado: enfoca",
      "el botón Mover",
      ", pulsa",
      "Espacio",
      ", muévela con las",
      "flechas",
      "y suéltala con",
      "cancela).",
    ],
    en: [
      "Drag the cards between columns. With the keyboard: focus",
      "the Move button",
      ", press",
      "Space",
      ", move it with the",
      "arrows",
      "and drop it with",
      "cancels).",
    ],
  },
  hintTouch: {
    es: (tabs: boolean) => [
      "Toca",
      "Mover a otra columna",
      `para elegir la columna de una tarjeta, o mantenla presionada y arrástrala${tabs ? " a otra pestaña" : ""}.`,
    ],
    en: (tabs: boolean) => [
      "Tap",
      "Move to another column",
      `to choose a card's column, or press and hold it and drag it${tabs ? " to another tab" : ""}.`,
    ],
  },
  columnsLabel: { es: "Columnas del tablero", en: "Board columns" },
  unseenChanges: { es: "con cambios sin ver", en: "with unseen changes" },
  tabLabel: {
    es: (title: string, count: number, unseen: boolean) =>
      `${title}: ${count} ${nounFor(count, "propiedad")}${unseen ? ", con cambios sin ver" : ""}`,
    en: (title: string, count: number, unseen: boolean) =>
      `${title}: ${count} ${byCount(count, "property", "properties")}${unseen ? ", with unseen changes" : ""}`,
  },
  propertyNoun: { es: (n: number) => nounFor(n, "propiedad"), en: (n: number) => byCount(n, "property", "properties") },
  columnCount: {
    es: (title: string, n: number) => `${title}: ${countLabel(n, "propiedad")}`,
    en: (title: string, n: number) => `${title}: ${countLabelEn(n, "property", "properties")}`,
  },
  dropHere: { es: "Arrastra propiedades aquí", en: "Drag properties here" },
  movable: { es: "propiedad movible", en: "movable property" },
  noPhotos: { es: "Sin fotos", en: "No photos" },
  movedBy: { es: (name: string) => `Movida por ${name}`, en: (name: string) => `Moved by ${name}` },
  opensElsewhere: { es: "Se abre en otra pestaña", en: "Opens in a new tab" },
  saving: { es: "Guardando…", en: "Saving…" },
  move: { es: (title: string) => `Mover ${title}`, en: (title: string) => `Move ${title}` },
  dragToMove: { es: "Arrastra para mover (o Espacio con el teclado)", en: "Drag to move (or Space with the keyboard)" },
  moveMenu: { es: (title: string) => `Mover ${title} a otra columna`, en: (title: string) => `Move ${title} to another column` },
  moveButton: { es: (title: string) => `Mover a otra columna: ${title}`, en: (title: string) => `Move to another column: ${title}` },
  moveToOther: { es: "Mover a otra columna", en: "Move to another column" },
  moveTo: { es: "Mover a", en: "Move to" },
  // What a screen reader hears while a card is dragged.
  dragInstructions: {
    es: "Para mover una propiedad, pulsa Espacio o Enter sobre su botón Mover. Usa las flechas para llevarla a otra columna o posición, y pulsa Espacio o Enter para soltarla. Escape cancela.",
    en: "To move a property, press Space or Enter on its Move button. Use the arrows to take it to another column or position, and press Space or Enter to drop it. Escape cancels.",
  },
  theProperty: { es: "la propiedad", en: "the property" },
  itsColumn: { es: "su columna", en: "its column" },
  position: {
    es: (column: string, position: number, of: number) => `${column}, posición ${position} de ${of}`,
    en: (column: string, position: number, of: number) => `${column}, position ${position} of ${of}`,
  },
  pickedUp: {
    es: (title: string, where: string) => `Tomaste ${title}. Está en ${where}.`,
    en: (title: string, where: string) => `You picked up ${title}. It is in ${where}.`,
  },
  over: { es: (title: string, where: string) => `${title} está sobre ${where}.`, en: (title: string, where: string) => `${title} is over ${where}.` },
  overNothing: { es: (title: string) => `${title} no está sobre ninguna columna.`, en: (title: string) => `${title} is not over any column.` },
  dropped: {
    es: (title: string, where: string) => `Soltaste ${title} en ${where}.`,
    en: (title: string, where: string) => `You dropped ${title} in ${where}.`,
  },
  droppedNowhere: { es: (title: string) => `Soltaste ${title}; no se movió.`, en: (title: string) => `You dropped ${title}; it did not move.` },
  cancelled: {
    es: (title: string, column: string) => `Cancelaste el movimiento. ${title} volvió a ${column}.`,
    en: (title: string, column: string) => `You cancelled the move. ${title} went back to ${column}.`,
  },
  // Notices of others' moves.
  showProperty: { es: "Ver propiedad", en: "See property" },
  lastChange: { es: "Último cambio en el tablero", en: "Latest change on the board" },
  closeNotice: { es: "Cerrar aviso", en: "Close notice" },
  closeSummary: { es: "Cerrar resumen", en: "Close summary" },
  // A card's sheet (/sc/{id}).
  property: { es: "Propiedad · Hogaria", en: "Property · Hogaria" },
  propertyFailed: { es: "No pudimos cargar la propiedad.", en: "We could not load the property." },
  propertyFailedToast: { es: "Error al cargar las propiedades", en: "Error loading the properties" },
  loadingProperty: { es: "Cargando la propiedad…", en: "Loading the property…" },
  backToBoard: { es: "Volver al tablero", en: "Back to the board" },
  description: { es: "Descripción", en: "Description" },
  features: { es: "Características", en: "Features" },
  price: { es: "Precio", en: "Price" },
  builtArea: { es: "Construcción", en: "Built area" },
  totalArea: { es: "Superficie total", en: "Total area" },
  maintenance: { es: "Mantenimiento", en: "Maintenance" },
  photosOf: { es: "Fotos de la propiedad", en: "Photos of the property" },
  gallery: { es: "galería", en: "gallery" },
  photos: { es: "Fotos", en: "Photos" },
  boardCopy: {
    es: ORIGIN_MARK.boardCopy,
    en: "Sheet shared by your agent on Hogaria, as it was when they chose it for you.",
  },
});
