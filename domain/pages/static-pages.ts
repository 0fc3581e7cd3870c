// The title and description of each page whose words do not depend on data: what the
// worker writes into the HTML for crawlers and link previews, and what the page itself
// shows as its title once the app runs. Defined once, here.
export type PageText = { title: string; description: string };

export const STATIC_PAGES = {
  "/": {
    title: "Hogaria · Casas y departamentos en renta y venta en CDMX",
    description:
      "Encuentra tu próximo hogar en la Ciudad de México: casas y departamentos en renta y venta, con precios en pesos y asesoría cercana.",
  },
  "/rentar": {
    title: "Casas y departamentos en renta en CDMX · Hogaria",
    description: "Departamentos y casas en renta en la Ciudad de México, por colonia, precio y recámaras.",
  },
  "/comprar": {
    title: "Casas y departamentos en venta en CDMX · Hogaria",
    description: "Casas y departamentos en venta en la Ciudad de México, con precios en pesos y búsqueda por mapa.",
  },
  "/remate": {
    title: "Remates inmobiliarios en CDMX · Hogaria",
    description: "Propiedades en remate en la Ciudad de México: casas y departamentos por debajo de su valor.",
  },
  "/precios": {
    title: "Planes de suscripción · Hogaria",
    description: "Planes mensuales en pesos para agentes e inmobiliarias que publican en Hogaria.",
  },
  "/servicios": {
    title: "Servicios para rentar y comprar · Hogaria",
    description: "Renta segura, depósito cero, visitas 360, precalificación y asesoría gratis por WhatsApp.",
  },
  "/terminos": {
    title: "Términos y condiciones · Hogaria",
    description: "Las reglas para usar Hogaria: cuentas, publicaciones, planes, pagos y mensajería.",
  },
  "/privacidad": {
    title: "Aviso de privacidad · Hogaria",
    description: "Cómo Hogaria trata tus datos personales conforme a la ley mexicana, y cómo ejercer tus derechos ARCO.",
  },
  "/que-ofrece-hogaria": {
    title: "Qué ofrece Hogaria",
    description: "Búsqueda por mapa, tableros con tus clientes, agentes de IA 24/7, recorridos 3D y asesoría por WhatsApp.",
  },
  "/sobre-nosotros": {
    title: "Sobre nosotros · Hogaria",
    description: "Somos Hogaria: ayudamos a familias de la Ciudad de México a encontrar su próximo hogar.",
  },
  "/agente-ai": {
    title: "Agente de IA 24/7 por WhatsApp · Hogaria",
    description: "Un agente de IA que atiende a tus prospectos por WhatsApp las 24 horas y agenda visitas.",
  },
  "/buscar-inmobiliarias": {
    title: "Buscar inmobiliarias en CDMX · Hogaria",
    description: "Inmobiliarias de la Ciudad de México por nombre y alcaldía, con sus propiedades publicadas.",
  },
  "/guias": {
    title: "Guías para rentar o comprar en CDMX · Hogaria",
    description:
      "Seis guías para tu primera renta o compra en la Ciudad de México: cuánto pagar de renta, documentos, crédito, colonias, fraudes y comprar o rentar.",
  },
  "/guias/cuanto-puedes-pagar-de-renta": {
    title: "¿Cuánto puedes pagar de renta? Calculadora para CDMX · Hogaria",
    description:
      "Calcula la renta máxima para tu ingreso (un tercio), el depósito, la póliza jurídica y el dinero que necesitas el día que firmas en la Ciudad de México.",
  },
  "/guias/documentos-para-rentar": {
    title: "Documentos para rentar en CDMX · Hogaria",
    description:
      "Qué te piden para rentar en la Ciudad de México: identificación, comprobantes de ingresos, aval con propiedad en CDMX o póliza jurídica y referencias.",
  },
  "/guias/credito-infonavit-o-bancario": {
    title: "Crédito Infonavit o bancario: calcula tu mensualidad · Hogaria",
    description:
      "Calcula la mensualidad de tu crédito hipotecario con precio, enganche, tasa y plazo, y compara las tasas típicas de Infonavit y de los bancos.",
  },
  "/guias/colonias-para-familias": {
    title: "Colonias para familias en CDMX · Hogaria",
    description:
      "Colonias de la Ciudad de México con escuelas, parques y transporte cerca: Del Valle, Narvarte, Coyoacán, Portales, Lindavista y Tlalpan Centro.",
  },
  "/guias/como-evitar-fraudes": {
    title: "Cómo evitar fraudes al rentar o comprar · Hogaria",
    description: "Cómo reconocer un anuncio clonado, verificar a quien renta o vende, y por qué nunca pagar ni depositar antes de visitar y firmar.",
  },
  "/guias/comprar-o-rentar": {
    title: "¿Comprar o rentar? Calculadora para CDMX · Hogaria",
    description:
      "Compara lo que te cuesta comprar y rentar en la Ciudad de México después de varios años, con supuestos que puedes cambiar: tasa, renta, plusvalía y ahorro.",
  },
  "/login": { title: "Iniciar sesión · Hogaria", description: "Entra a tu cuenta de Hogaria." },
  "/register": { title: "Crear cuenta · Hogaria", description: "Crea tu cuenta de Hogaria para guardar favoritas o publicar propiedades." },
} as const satisfies Record<string, PageText>;

// Unknown paths still get the app (it shows the 404 page), with a 404 status for crawlers.
export const NOT_FOUND_PAGE = {
  title: "Página no encontrada · Hogaria",
  // The heading is the product's own English words (the page marks it lang="en"); the
  // Spanish sentence under it says the same to everyone else.
  heading: "Oops! Page not found",
  lead: "No encontramos esta página. Puede que el enlace esté incompleto o que la página ya no exista.",
  description: "La página que buscas no existe.",
  status: 404,
} as const;
