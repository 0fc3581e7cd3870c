import { Link } from "react-router";
import type { LegalSection } from "./legal-document";
import { pagePath } from "@domain/pages/page-routes";

/**
 * The thirteen numbered sections of the terms and conditions (last updated 12 August 2025), with the legal
 * limits they state (adults 18+, the messaging window, stop words, the liability cap, no refunds, automatic renewal).
 */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: "aceptacion",
    title: { es: "Aceptación de los términos", en: "Acceptance of the terms" },
    body: {
      es: (
        <>
          <p>
            Estos Términos y condiciones regulan el uso del sitio, las aplicaciones y los servicios de Hogaria (en adelante, «Hogaria», «nosotros»),
            el marketplace inmobiliario para comprar y rentar casas y departamentos en la Ciudad de México. Al crear una cuenta, publicar un anuncio,
            contratar un plan o simplemente usar el sitio, aceptas estos términos y nuestro <Link to={pagePath.privacidad}>Aviso de privacidad</Link>.
          </p>
          <p>
            Para usar Hogaria debes ser <strong>mayor de 18 años</strong> y tener capacidad legal para contratar. Si usas Hogaria en nombre de una
            inmobiliaria o de otra persona moral, declaras que tienes facultades para obligarla en estos términos.
          </p>
          <p>Si no estás de acuerdo con alguna parte de estos términos, por favor no uses el servicio.</p>
        </>
      ),
      en: (
        <>
          <p>
            These Terms and conditions govern the use of the website, the apps and the services of Hogaria (“Hogaria”, “we”), the real estate
            marketplace for buying and renting houses and apartments in Mexico City. By creating an account, publishing a listing, buying a plan or
            simply using the site, you accept these terms and our <Link to={pagePath.privacidad}>Privacy notice</Link>.
          </p>
          <p>
            To use Hogaria you must be <strong>over 18 years of age</strong> and legally able to enter into contracts. If you use Hogaria on behalf of
            an agency or another legal entity, you declare that you have the authority to bind it to these terms.
          </p>
          <p>If you do not agree with any part of these terms, please do not use the service.</p>
        </>
      ),
    },
  },
  {
    id: "servicio",
    title: { es: "Qué es Hogaria", en: "What Hogaria is" },
    body: {
      es: (
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
            Hogaria <strong>no es parte</strong> de las operaciones de compraventa o arrendamiento que se acuerden entre usuarios, ni actúa como
            agente inmobiliario, notario, valuador o intermediario financiero. Cada operación es responsabilidad de quienes la celebran.
          </p>
        </>
      ),
      en: (
        <>
          <p>Hogaria is a technology platform that connects people looking for a home with agents and agencies. Among other features, we offer:</p>
          <ul>
            <li>property search by location with autocomplete, and search on a map and within a drawn polygon;</li>
            <li>listings of houses, apartments and other properties for sale, for rent or in foreclosure;</li>
            <li>favorites lists, which agents use as client lists;</li>
            <li>collaborative client boards and property share links that protect the agent’s contact details;</li>
            <li>artificial intelligence (AI) agents available 24/7, including guidance on deciding between buying and renting;</li>
            <li>3D virtual tours, renders, drone video, featured listings and AI boosts;</li>
            <li>advice on WhatsApp and calls on request, and subscription plans in Mexican pesos (MXN).</li>
          </ul>
          <p>
            Hogaria <strong>is not a party</strong> to the sales or leases agreed between users, and does not act as a real estate agent, notary,
            appraiser or financial intermediary. Each transaction is the responsibility of those who enter into it.
          </p>
        </>
      ),
    },
  },
  {
    id: "cuentas",
    title: { es: "Cuentas y registro", en: "Accounts and registration" },
    body: {
      es: (
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
      en: (
        <>
          <p>
            You can browse without an account. To save favorites, publish, use boards or buy a plan you need an account of the{" "}
            <strong>home seeker</strong>, <strong>agent</strong> or <strong>agency</strong> type.
          </p>
          <ul>
            <li>The information you register must be true, complete and up to date.</li>
            <li>You are responsible for keeping your password safe and for all activity on your account.</li>
            <li>Let us know at once if you suspect unauthorized access.</li>
            <li>Agencies answer for the activity of the agents they manage on Hogaria.</li>
          </ul>
        </>
      ),
    },
  },
  {
    id: "anuncios",
    title: { es: "Publicación de anuncios", en: "Publishing listings" },
    body: {
      es: (
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
      en: (
        <>
          <p>Whoever publishes a listing declares and guarantees that:</p>
          <ul>
            <li>the property exists, is available and its owner has authorized it to be offered;</li>
            <li>the price, stated in Mexican pesos, the area, the photos and the description are true and current;</li>
            <li>they hold the rights to the photos, videos and texts they upload, and authorize us to show them;</li>
            <li>they comply with the Federal Consumer Protection Law and the other rules that apply to real estate advertising.</li>
          </ul>
          <p>
            We may review, edit for format, hide or remove listings that breach these terms, appear fraudulent or receive well-founded reports,
            without Hogaria incurring any liability.
          </p>
        </>
      ),
    },
  },
  {
    id: "tableros",
    title: { es: "Listas, tableros de clientes y enlaces compartidos", en: "Lists, client boards and shared links" },
    body: {
      es: (
        <>
          <p>
            Los agentes pueden organizar propiedades en listas de clientes y tableros colaborativos, y compartirlos con un enlace. Las propiedades
            compartidas muestran los datos de contacto del agente que comparte y no los del anunciante original, para proteger su relación con el
            cliente.
          </p>
          <p>
            Cualquier persona con el enlace puede ver el tablero o la propiedad compartida. Eres responsable de con quién lo compartes; puedes dejar
            de compartirlo eliminando el tablero. No uses estas funciones para eludir al agente que te mostró una propiedad ni para recopilar datos de
            otros usuarios.
          </p>
        </>
      ),
      en: (
        <>
          <p>
            Agents can organize properties into client lists and collaborative boards, and share them with a link. Shared properties show the contact
            details of the agent who shares them, not those of the original advertiser, to protect the agent’s relationship with the client.
          </p>
          <p>
            Anyone with the link can see the board or the shared property. You are responsible for whom you share it with; you can stop sharing it by
            deleting the board. Do not use these features to bypass the agent who showed you a property or to collect other users’ data.
          </p>
        </>
      ),
    },
  },
  {
    id: "agentes-ia",
    title: { es: "Agentes de IA y herramientas automatizadas", en: "AI agents and automated tools" },
    body: {
      es: (
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
      en: (
        <>
          <p>
            Our AI agents answer messages 24/7, qualify leads, book viewings and offer general guidance, for example to compare buying with renting.
            Their answers are generated automatically and may contain errors or omissions.
          </p>
          <p>
            The information they give is for guidance only: <strong>it is not financial, tax or legal advice</strong>, nor an offer of credit. Check
            important details with a professional before deciding. Agents and agencies who hire an AI agent are responsible for the information about
            their listings that it gives.
          </p>
        </>
      ),
    },
  },
  {
    id: "mensajeria",
    title: { es: "Mensajes por WhatsApp y llamadas", en: "WhatsApp messages and calls" },
    body: {
      es: (
        <>
          <p>
            Si nos escribes por WhatsApp o solicitas una llamada, aceptas que te contactemos por ese medio para atender tu solicitud. Nuestros
            mensajes siguen las reglas de la plataforma de mensajería:
          </p>
          <ul>
            <li>
              Después de tu último mensaje se abre una <strong>ventana de atención de 24 horas</strong> en la que podemos responderte libremente;
              fuera de ella solo enviamos plantillas previamente aprobadas.
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
      en: (
        <>
          <p>
            If you write to us on WhatsApp or request a call, you agree that we may contact you that way to handle your request. Our messages follow
            the messaging platform’s rules:
          </p>
          <ul>
            <li>
              After your last message a <strong>24-hour service window</strong> opens in which we can reply freely; outside it we only send
              pre-approved templates.
            </li>
            <li>
              When you start the conversation from a listing or a Hogaria button, a <strong>free 72-hour entry-point conversation</strong> opens, at
              no cost to you.
            </li>
            <li>
              You can stop receiving messages at any time by replying <strong>ALTO</strong>, <strong>BAJA</strong> or <strong>STOP</strong>. We will
              confirm that you have opted out and will not write to you again unless you contact us.
            </li>
          </ul>
          <p>Your phone company’s data charges are yours to pay. Calls are made to the 10-digit number you give us.</p>
        </>
      ),
    },
  },
  {
    id: "planes-pagos",
    title: { es: "Planes, pagos y renovación automática", en: "Plans, payments and automatic renewal" },
    body: {
      es: (
        <>
          <p>
            Los planes de suscripción para publicar y los planes para inmobiliarias tienen una vigencia de <strong>30 días</strong> y se{" "}
            <strong>renuevan automáticamente</strong> por periodos iguales, con cargo al método de pago registrado, hasta que los canceles. Los
            precios se muestran en pesos mexicanos e incluyen IVA cuando aplica. Consulta los planes vigentes en{" "}
            <Link to={pagePath.precios}>Precios</Link>.
          </p>
          <ul>
            <li>Los cargos se pagan por adelantado al inicio de cada periodo.</li>
            <li>
              Los pagos <strong>no son reembolsables</strong>, salvo por causas imputables a Hogaria como proveedor o cuando la ley aplicable lo
              exija.
            </li>
            <li>Puedes cancelar la renovación en cualquier momento; conservarás los beneficios hasta el final del periodo ya pagado.</li>
            <li>Si cambiamos el precio de un plan, te avisaremos antes de la siguiente renovación.</li>
          </ul>
          <p>Los pagos se procesan con un proveedor certificado; Hogaria no almacena los datos completos de tu tarjeta.</p>
        </>
      ),
      en: (
        <>
          <p>
            Subscription plans for publishing and plans for agencies last <strong>30 days</strong> and <strong>renew automatically</strong> for equal
            periods, charged to the payment method on file, until you cancel them. Prices are shown in Mexican pesos and include VAT (IVA) where it
            applies. See the current plans on <Link to={pagePath.precios}>Pricing</Link>.
          </p>
          <ul>
            <li>Charges are paid in advance at the start of each period.</li>
            <li>
              Payments are <strong>non-refundable</strong>, except for reasons attributable to Hogaria as the provider or where the applicable law
              requires it.
            </li>
            <li>You can cancel the renewal at any time; you keep the benefits until the end of the period already paid.</li>
            <li>If we change a plan’s price, we will tell you before the next renewal.</li>
          </ul>
          <p>Payments are processed by a certified provider; Hogaria does not store your full card details.</p>
        </>
      ),
    },
  },
  {
    id: "servicios-adicionales",
    title: { es: "Servicios adicionales", en: "Additional services" },
    body: {
      es: (
        <>
          <p>
            Los recorridos virtuales 3D, renders, videos con dron, anuncios destacados e impulsos con IA se contratan por separado o como créditos de
            un plan. Cada servicio indica su precio, su duración en días cuando aplica y sus condiciones de entrega; por ejemplo, los videos con dron
            se entregan en 48 a 72 horas y, fuera de la Ciudad de México, pueden requerir gastos de traslado.
          </p>
          <p>
            Los impulsos y destacados aumentan la visibilidad de un anuncio, pero no garantizan un número de visitas, contactos ni una operación
            cerrada.
          </p>
        </>
      ),
      en: (
        <>
          <p>
            3D virtual tours, renders, drone videos, featured listings and AI boosts are bought separately or as a plan’s credits. Each service states
            its price, its length in days where it applies and its delivery terms; for example, drone videos are delivered in 48 to 72 hours and,
            outside Mexico City, may carry travel costs.
          </p>
          <p>Boosts and featured placements increase a listing’s visibility, but do not guarantee a number of visits, contacts or a closed deal.</p>
        </>
      ),
    },
  },
  {
    id: "propiedad-intelectual",
    title: { es: "Propiedad intelectual", en: "Intellectual property" },
    body: {
      es: (
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
      en: (
        <>
          <p>
            The Hogaria brand, the site, its design and its software belong to Hogaria or its licensors. We grant you a personal, limited and
            revocable license to use them under these terms.
          </p>
          <p>
            You keep the rights to the content you publish and grant us a free, non-exclusive license to host, show and adapt it within Hogaria and in
            its promotion while the listing is active.
          </p>
        </>
      ),
    },
  },
  {
    id: "uso-prohibido",
    title: { es: "Usos prohibidos y suspensión", en: "Prohibited uses and suspension" },
    body: {
      es: (
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
      en: (
        <>
          <p>It is not allowed to:</p>
          <ul>
            <li>publish properties that do not exist, misleading prices or duplicate listings;</li>
            <li>ask for deposits or advance payments before the interested person has seen the property;</li>
            <li>extract data by automated means, or send spam or unsolicited messages;</li>
            <li>impersonate another person, or undermine the security or operation of the service.</li>
          </ul>
          <p>
            We may suspend or close accounts that breach these terms. If the suspension is due to a breach on your part, the current period is not
            refunded.
          </p>
        </>
      ),
    },
  },
  {
    id: "responsabilidad",
    title: { es: "Limitación de responsabilidad", en: "Limitation of liability" },
    body: {
      es: (
        <>
          <p>
            Hogaria se ofrece «tal cual». Hacemos lo razonable para que funcione de forma continua y segura, pero no garantizamos que esté libre de
            interrupciones o errores, ni respondemos por el estado de los inmuebles, la veracidad de los anuncios de terceros o las operaciones entre
            usuarios.
          </p>
          <p>
            En la medida en que la ley lo permita, la responsabilidad total de Hogaria frente a ti por cualquier reclamación relacionada con el
            servicio se limita al <strong>monto que nos hayas pagado en los 3 meses anteriores</strong> al hecho que la origina. Nada de lo anterior
            limita los derechos que la Ley Federal de Protección al Consumidor te reconoce y que no pueden renunciarse.
          </p>
        </>
      ),
      en: (
        <>
          <p>
            Hogaria is provided “as is”. We do what is reasonable to keep it running continuously and securely, but we do not guarantee that it is
            free of interruptions or errors, and we do not answer for the condition of properties, the truthfulness of third parties’ listings or
            transactions between users.
          </p>
          <p>
            To the extent the law allows, Hogaria’s total liability to you for any claim related to the service is limited to the{" "}
            <strong>amount you paid us in the 3 months before</strong> the event that gives rise to it. Nothing above limits the rights that the
            Federal Consumer Protection Law grants you and that cannot be waived.
          </p>
        </>
      ),
    },
  },
  {
    id: "ley-aplicable",
    title: { es: "Ley aplicable, jurisdicción y cambios", en: "Governing law, jurisdiction and changes" },
    body: {
      es: (
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
      en: (
        <>
          <p>
            These terms are governed by the federal laws of the United Mexican States and those of Mexico City. For any dispute, the parties submit to
            the competent courts of Mexico City, waiving any other jurisdiction that might apply to them. As a consumer, you may also go to the
            Federal Consumer Protection Agency (<strong>PROFECO</strong>).
          </p>
          <p>
            We may update these terms. We will publish the new version on this page with its update date and, if the changes are significant, we will
            tell you by e-mail or within the service. If you keep using Hogaria after that date, you accept the new version.
          </p>
          <p>
            For questions or clarifications write to us at <a href="mailto:legal@hogaria.mx">legal@hogaria.mx</a>.
          </p>
        </>
      ),
    },
  },
];
