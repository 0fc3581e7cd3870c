import { Link } from "react-router";
import type { LegalSection } from "./legal-document";

/**
 * The thirteen numbered sections of the terms and conditions (last updated 12 August 2025), with the legal
 * limits they state (adults 18+, the messaging window, stop words, the liability cap, no refunds, automatic renewal).
 */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: "aceptacion",
    title: { es: "Aceptación de los términos", en: "Acceptance of the terms" },
    body: (
      <>
        <p>
          Estos Términos y condiciones regulan el uso del sitio, las aplicaciones y los servicios de Hogaria (en adelante, «Hogaria», «nosotros»), el
          marketplace inmobiliario para comprar y rentar casas y departamentos en la Ciudad de México. Al crear una cuenta, publicar un anuncio,
          contratar un plan o simplemente usar el sitio, aceptas estos términos y nuestro <Link to="/privacidad">Aviso de privacidad</Link>.
        </p>
        <p>
          Para usar Hogaria debes ser <strong>mayor de 18 años</strong> y tener capacidad legal para contratar. Si usas Hogaria en nombre de una
          inmobiliaria o de otra persona moral, declaras que tienes facultades para obligarla en estos términos.
        </p>
        <p>Si no estás de acuerdo con alguna parte de estos términos, por favor no uses el servicio.</p>
      </>
    ),
  },
  {
    id: "servicio",
    title: { es: "Qué es Hogaria", en: "What Hogaria is" },
    body: (
      <>
        <p>
          Hogaria es una plataforma tecnológica que conecta a personas que buscan un hogar con agentes e inmobiliarias. Ofrecemos, entre otras
          funciones:
        </p>
        <ul>
          <li>búsqueda de inmuebles por ubicación con autocompletado, y búsqueda por mapa y por polígono dibujado;</li>
          <li>anuncios (publicaciones) de casas, departamentos y otros inmuebles en venta, renta o remate;</li>
          <li>listas de favoritas, que los agentes usan como listas de clientes;</li>
          <li>tableros de clientes colaborativos y enlaces para compartir propiedades que protegen el contacto del agente;</li>
          <li>agentes de inteligencia artificial (IA) disponibles 24/7, incluida la orientación para decidir entre comprar o rentar;</li>
          <li>recorridos virtuales 3D, renders, video con dron, anuncios destacados e impulsos con IA;</li>
          <li>asesoría por WhatsApp y llamadas a solicitud, y planes de suscripción en pesos mexicanos (MXN).</li>
        </ul>
        <p>
          Hogaria <strong>no es parte</strong> de las operaciones de compraventa o arrendamiento que se acuerden entre usuarios, ni actúa como agente
          inmobiliario, notario, valuador o intermediario financiero. Cada operación es responsabilidad de quienes la celebran.
        </p>
      </>
    ),
  },
  {
    id: "cuentas",
    title: { es: "Cuentas y registro", en: "Accounts and registration" },
    body: (
      <>
        <p>
          Puedes navegar sin cuenta. Para guardar favoritas, publicar, usar tableros o contratar un plan necesitas una cuenta de tipo{" "}
          <strong>persona que busca</strong>, <strong>agente</strong> o <strong>inmobiliaria</strong>.
        </p>
        <ul>
          <li>La información que registras debe ser verdadera, completa y estar actualizada.</li>
          <li>Eres responsable de cuidar tu contraseña y de toda la actividad que ocurra en tu cuenta.</li>
          <li>Avísanos de inmediato si sospechas de un acceso no autorizado.</li>
          <li>Las inmobiliarias responden por la actividad de los agentes que administran en Hogaria.</li>
        </ul>
      </>
    ),
  },
  {
    id: "anuncios",
    title: { es: "Publicación de anuncios", en: "Publishing listings" },
    body: (
      <>
        <p>Quien publica un anuncio declara y garantiza que:</p>
        <ul>
          <li>el inmueble existe, está disponible y tiene autorización del propietario para ofrecerlo;</li>
          <li>el precio, expresado en pesos mexicanos, la superficie, las fotos y la descripción son veraces y actuales;</li>
          <li>tiene los derechos sobre las fotos, videos y textos que sube, y nos autoriza a mostrarlos;</li>
          <li>cumple con la Ley Federal de Protección al Consumidor y las demás normas aplicables a la publicidad inmobiliaria.</li>
        </ul>
        <p>
          Podemos revisar, editar por formato, ocultar o retirar anuncios que incumplan estos términos, que parezcan fraudulentos o que reciban
          reportes fundados, sin que ello genere responsabilidad para Hogaria.
        </p>
      </>
    ),
  },
  {
    id: "tableros",
    title: { es: "Listas, tableros de clientes y enlaces compartidos", en: "Lists, client boards and shared links" },
    body: (
      <>
        <p>
          Los agentes pueden organizar propiedades en listas de clientes y tableros colaborativos, y compartirlos con un enlace. Las propiedades
          compartidas muestran los datos de contacto del agente que comparte y no los del anunciante original, para proteger su relación con el
          cliente.
        </p>
        <p>
          Cualquier persona con el enlace puede ver el tablero o la propiedad compartida. Eres responsable de con quién lo compartes; puedes dejar de
          compartirlo eliminando el tablero. No uses estas funciones para eludir al agente que te mostró una propiedad ni para recopilar datos de
          otros usuarios.
        </p>
      </>
    ),
  },
  {
    id: "agentes-ia",
    title: { es: "Agentes de IA y herramientas automatizadas", en: "AI agents and automated tools" },
    body: (
      <>
        <p>
          Nuestros agentes de IA responden mensajes 24/7, califican interesados, agendan visitas y ofrecen orientación general, por ejemplo para
          comparar comprar contra rentar. Sus respuestas se generan de forma automática y pueden contener errores u omisiones.
        </p>
        <p>
          La información que dan es orientativa: <strong>no constituye asesoría financiera, fiscal ni legal</strong>, ni una oferta de crédito.
          Verifica los datos importantes con un profesional antes de decidir. Los agentes e inmobiliarias que contratan un agente de IA son
          responsables de la información de sus anuncios que este comunica.
        </p>
      </>
    ),
  },
  {
    id: "mensajeria",
    title: { es: "Mensajes por WhatsApp y llamadas", en: "WhatsApp messages and calls" },
    body: (
      <>
        <p>
          Si nos escribes por WhatsApp o solicitas una llamada, aceptas que te contactemos por ese medio para atender tu solicitud. Nuestros mensajes
          siguen las reglas de la plataforma de mensajería:
        </p>
        <ul>
          <li>
            Después de tu último mensaje se abre una <strong>ventana de atención de 24 horas</strong> en la que podemos responderte libremente; fuera
            de ella solo enviamos plantillas previamente aprobadas.
          </li>
          <li>
            Cuando inicias la conversación desde un anuncio o un botón de Hogaria, se abre una{" "}
            <strong>conversación de entrada gratuita de 72 horas</strong>, sin costo para ti.
          </li>
          <li>
            Puedes dejar de recibir mensajes en cualquier momento respondiendo <strong>ALTO</strong>, <strong>BAJA</strong> o <strong>STOP</strong>.
            Confirmaremos la baja y no volveremos a escribirte salvo que tú nos contactes de nuevo.
          </li>
        </ul>
        <p>
          Las tarifas de datos de tu compañía telefónica corren por tu cuenta. Las llamadas se hacen al número de 10 dígitos que nos proporcionas.
        </p>
      </>
    ),
  },
  {
    id: "planes-pagos",
    title: { es: "Planes, pagos y renovación automática", en: "Plans, payments and automatic renewal" },
    body: (
      <>
        <p>
          Los planes de suscripción para publicar y los planes para inmobiliarias tienen una vigencia de <strong>30 días</strong> y se{" "}
          <strong>renuevan automáticamente</strong> por periodos iguales, con cargo al método de pago registrado, hasta que los canceles. Los precios
          se muestran en pesos mexicanos e incluyen IVA cuando aplica. Consulta los planes vigentes en <Link to="/precios">Precios</Link>.
        </p>
        <ul>
          <li>Los cargos se pagan por adelantado al inicio de cada periodo.</li>
          <li>
            Los pagos <strong>no son reembolsables</strong>, salvo por causas imputables a Hogaria como proveedor o cuando la ley aplicable lo exija.
          </li>
          <li>Puedes cancelar la renovación en cualquier momento; conservarás los beneficios hasta el final del periodo ya pagado.</li>
          <li>Si cambiamos el precio de un plan, te avisaremos antes de la siguiente renovación.</li>
        </ul>
        <p>Los pagos se procesan con un proveedor certificado; Hogaria no almacena los datos completos de tu tarjeta.</p>
      </>
    ),
  },
  {
    id: "servicios-adicionales",
    title: { es: "Servicios adicionales", en: "Additional services" },
    body: (
      <>
        <p>
          Los recorridos virtuales 3D, renders, videos con dron, anuncios destacados e impulsos con IA se contratan por separado o como créditos de un
          plan. Cada servicio indica su precio, su duración en días cuando aplica y sus condiciones de entrega; por ejemplo, los videos con dron se
          entregan en 48 a 72 horas y, fuera de la Ciudad de México, pueden requerir gastos de traslado.
        </p>
        <p>
          Los impulsos y destacados aumentan la visibilidad de un anuncio, pero no garantizan un número de visitas, contactos ni una operación
          cerrada.
        </p>
      </>
    ),
  },
  {
    id: "propiedad-intelectual",
    title: { es: "Propiedad intelectual", en: "Intellectual property" },
    body: (
      <>
        <p>
          La marca Hogaria, el sitio, su diseño y su software son propiedad de Hogaria o de sus licenciantes. Te otorgamos una licencia personal,
          limitada y revocable para usarlos conforme a estos términos.
        </p>
        <p>
          Conservas los derechos sobre el contenido que publicas y nos concedes una licencia gratuita y no exclusiva para alojarlo, mostrarlo y
          adaptarlo dentro de Hogaria y en su promoción mientras el anuncio esté activo.
        </p>
      </>
    ),
  },
  {
    id: "uso-prohibido",
    title: { es: "Usos prohibidos y suspensión", en: "Prohibited uses and suspension" },
    body: (
      <>
        <p>No está permitido:</p>
        <ul>
          <li>publicar inmuebles inexistentes, precios engañosos o anuncios duplicados;</li>
          <li>pedir depósitos o anticipos antes de que el interesado conozca el inmueble;</li>
          <li>extraer datos de forma automatizada, o enviar spam o mensajes no solicitados;</li>
          <li>suplantar a otra persona, o vulnerar la seguridad o el funcionamiento del servicio.</li>
        </ul>
        <p>
          Podemos suspender o cancelar cuentas que incumplan estos términos. Si la suspensión se debe a un incumplimiento tuyo, no procede reembolso
          del periodo en curso.
        </p>
      </>
    ),
  },
  {
    id: "responsabilidad",
    title: { es: "Limitación de responsabilidad", en: "Limitation of liability" },
    body: (
      <>
        <p>
          Hogaria se ofrece «tal cual». Hacemos lo razonable para que funcione de forma continua y segura, pero no garantizamos que esté libre de
          interrupciones o errores, ni respondemos por el estado de los inmuebles, la veracidad de los anuncios de terceros o las operaciones entre
          usuarios.
        </p>
        <p>
          En la medida en que la ley lo permita, la responsabilidad total de Hogaria frente a ti por cualquier reclamación relacionada con el servicio
          se limita al <strong>monto que nos hayas pagado en los 3 meses anteriores</strong> al hecho que la origina. Nada de lo anterior limita los
          derechos que la Ley Federal de Protección al Consumidor te reconoce y que no pueden renunciarse.
        </p>
      </>
    ),
  },
  {
    id: "ley-aplicable",
    title: { es: "Ley aplicable, jurisdicción y cambios", en: "Governing law, jurisdiction and changes" },
    body: (
      <>
        <p>
          Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos y las de la Ciudad de México. Para cualquier controversia,
          las partes se someten a los tribunales competentes de la Ciudad de México, renunciando a cualquier otro fuero que pudiera corresponderles.
          Como consumidor, también puedes acudir a la Procuraduría Federal del Consumidor (<strong>PROFECO</strong>).
        </p>
        <p>
          Podemos actualizar estos términos. Publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son
          importantes, te avisaremos por correo o dentro del servicio. Si sigues usando Hogaria después de esa fecha, aceptas la nueva versión.
        </p>
        <p>
          Para dudas o aclaraciones escríbenos a <a href="mailto:legal@hogaria.mx">legal@hogaria.mx</a>.
        </p>
      </>
    ),
  },
];
