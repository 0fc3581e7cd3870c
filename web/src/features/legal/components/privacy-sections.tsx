import type { Bilingual } from "@domain/i18n/bilingual";
import { Link } from "react-router";
import type { LegalNote, LegalSection } from "./legal-document";
import { pagePath } from "@domain/pages/page-routes";

const PRIVACY_EMAIL = "privacidad@hogaria.mx";
const mailto = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

/** Shown first: the short version of the notice (LFPDPPP "aviso de privacidad simplificado"). */
export const PRIVACY_SIMPLIFIED: LegalNote = {
  id: "aviso-simplificado",
  title: { es: "Aviso de privacidad simplificado", en: "Simplified privacy notice" },
  body: {
    es: (
      <>
        <p>
          <strong>Hogaria</strong>, con domicilio en la Ciudad de México, es responsable del tratamiento de tus datos personales. Los usamos para
          crear y administrar tu cuenta, mostrarte y publicar inmuebles, llamarte o escribirte cuando lo solicitas, procesar tus pagos y cuidar la
          seguridad del servicio. Con tu autorización, también para enviarte novedades y encuestas; si no quieres, escríbenos a {mailto}.
        </p>
        <p>Consulta abajo el aviso de privacidad integral, con tus derechos ARCO y cómo ejercerlos.</p>
      </>
    ),
    en: (
      <>
        <p>
          <strong>Hogaria</strong>, based in Mexico City, is responsible for processing your personal data. We use it to create and manage your
          account, show you and publish properties, call or write to you when you ask us to, process your payments and keep the service secure. With
          your consent, also to send you news and surveys; if you do not want that, write to us at {mailto}.
        </p>
        <p>See the full privacy notice below, with your ARCO rights and how to exercise them.</p>
      </>
    ),
  },
};

/** The ten sections of the full notice under the Ley Federal de Protección de Datos Personales en Posesión de los Particulares. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: "responsable",
    title: { es: "Identidad y domicilio del responsable", en: "Identity and address of the data controller" },
    body: {
      es: (
        <p>
          Hogaria (en adelante, «Hogaria», «nosotros»), con domicilio en la Ciudad de México, México, es responsable del tratamiento de los datos
          personales que nos proporcionas, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP) y
          demás normativa aplicable. Nuestro departamento de privacidad atiende cualquier asunto relacionado con tus datos en {mailto}.
        </p>
      ),
      en: (
        <p>
          Hogaria (“Hogaria”, “we”), based in Mexico City, Mexico, is responsible for processing the personal data you give us, under the Federal Law
          on the Protection of Personal Data Held by Private Parties (LFPDPPP) and other applicable rules. Our privacy department handles any matter
          related to your data at {mailto}.
        </p>
      ),
    },
  },
  {
    id: "datos",
    title: { es: "Datos personales que recabamos", en: "Personal data we collect" },
    body: {
      es: (
        <>
          <p>Según cómo uses Hogaria, podemos tratar:</p>
          <ul>
            <li>
              <strong>Identificación y contacto:</strong> nombre, correo electrónico, número de teléfono y foto de perfil.
            </li>
            <li>
              <strong>Cuenta:</strong> tipo de cuenta (persona que busca, agente o inmobiliaria), contraseña cifrada e inmobiliaria a la que
              perteneces.
            </li>
            <li>
              <strong>Solicitudes de llamada:</strong> tu nombre y tu número de 10 dígitos.
            </li>
            <li>
              <strong>Actividad:</strong> búsquedas, ubicaciones y zonas dibujadas en el mapa, favoritas, listas y tableros de clientes.
            </li>
            <li>
              <strong>Anuncios:</strong> datos del inmueble, fotos y datos de contacto profesional del agente.
            </li>
            <li>
              <strong>Conversaciones:</strong> los mensajes que intercambias con nuestros asesores o agentes de IA por WhatsApp.
            </li>
            <li>
              <strong>Pago y facturación:</strong> plan contratado, historial de cargos y datos fiscales; los datos de tu tarjeta los trata
              directamente el procesador de pagos.
            </li>
            <li>
              <strong>Técnicos:</strong> dirección IP, tipo de dispositivo y navegador, y cookies (ver sección 8).
            </li>
          </ul>
          <p>No solicitamos datos personales sensibles. Te pedimos no incluirlos en anuncios ni mensajes.</p>
        </>
      ),
      en: (
        <>
          <p>Depending on how you use Hogaria, we may process:</p>
          <ul>
            <li>
              <strong>Identification and contact:</strong> name, e-mail address, phone number and profile photo.
            </li>
            <li>
              <strong>Account:</strong> account type (home seeker, agent or agency), encrypted password and the agency you belong to.
            </li>
            <li>
              <strong>Call requests:</strong> your name and your 10-digit number.
            </li>
            <li>
              <strong>Activity:</strong> searches, locations and areas drawn on the map, favorites, lists and client boards.
            </li>
            <li>
              <strong>Listings:</strong> the property’s details, photos and the agent’s professional contact details.
            </li>
            <li>
              <strong>Conversations:</strong> the messages you exchange with our advisers or AI agents on WhatsApp.
            </li>
            <li>
              <strong>Payment and invoicing:</strong> the plan you bought, charge history and tax details; your card details are handled directly by
              the payment processor.
            </li>
            <li>
              <strong>Technical:</strong> IP address, device and browser type, and cookies (see section 8).
            </li>
          </ul>
          <p>We do not ask for sensitive personal data. Please do not include it in listings or messages.</p>
        </>
      ),
    },
  },
  {
    id: "finalidades",
    title: { es: "Finalidades del tratamiento", en: "Purposes of processing" },
    body: {
      es: (
        <>
          <h3>Finalidades primarias (necesarias para el servicio)</h3>
          <ul>
            <li>Crear, autenticar y administrar tu cuenta.</li>
            <li>Mostrarte inmuebles, guardar tus favoritas y operar las listas y tableros de clientes.</li>
            <li>Publicar y gestionar anuncios, y poner en contacto a interesados con agentes e inmobiliarias.</li>
            <li>Atender tus solicitudes de llamada y tus mensajes, incluidos los de nuestros agentes de IA.</li>
            <li>Procesar pagos, renovaciones de planes y facturación.</li>
            <li>Prevenir fraudes, proteger la seguridad del servicio y cumplir obligaciones legales.</li>
          </ul>
          <h3>Finalidades secundarias (puedes negarte)</h3>
          <ul>
            <li>Enviarte novedades, recomendaciones de inmuebles y promociones.</li>
            <li>Realizar encuestas de calidad y estudios de mercado.</li>
            <li>Elaborar estadísticas y mejorar nuestros modelos de IA con información disociada.</li>
          </ul>
          <p>
            Si no deseas que usemos tus datos para las finalidades secundarias, escríbenos a {mailto}. Tu negativa no será motivo para negarte el
            servicio.
          </p>
        </>
      ),
      en: (
        <>
          <h3>Primary purposes (necessary for the service)</h3>
          <ul>
            <li>Create, authenticate and manage your account.</li>
            <li>Show you properties, save your favorites and run client lists and boards.</li>
            <li>Publish and manage listings, and put interested people in touch with agents and agencies.</li>
            <li>Handle your call requests and your messages, including those of our AI agents.</li>
            <li>Process payments, plan renewals and invoicing.</li>
            <li>Prevent fraud, protect the security of the service and meet legal obligations.</li>
          </ul>
          <h3>Secondary purposes (you can refuse them)</h3>
          <ul>
            <li>Send you news, property recommendations and promotions.</li>
            <li>Run quality surveys and market studies.</li>
            <li>Compile statistics and improve our AI models with de-identified information.</li>
          </ul>
          <p>
            If you do not want us to use your data for the secondary purposes, write to us at {mailto}. Refusing will not be a reason to deny you the
            service.
          </p>
        </>
      ),
    },
  },
  {
    id: "transferencias",
    title: { es: "Transferencias de datos personales", en: "Transfers of personal data" },
    body: {
      es: (
        <>
          <p>Podemos transferir tus datos, sin requerir tu consentimiento cuando la ley así lo prevé, a:</p>
          <ul>
            <li>los agentes e inmobiliarias con quienes pides contacto sobre un inmueble, para atender tu interés;</li>
            <li>autoridades competentes, cuando lo exija una ley o una orden fundada y motivada.</li>
          </ul>
          <p>
            Los proveedores que nos prestan servicios de alojamiento, base de datos, envío de correos, mensajería y procesamiento de pagos actúan como
            encargados, por cuenta nuestra y bajo obligaciones de confidencialidad. No vendemos tus datos personales.
          </p>
        </>
      ),
      en: (
        <>
          <p>We may transfer your data, without needing your consent where the law provides for it, to:</p>
          <ul>
            <li>the agents and agencies you ask to contact about a property, to follow up on your interest;</li>
            <li>competent authorities, when a law or a reasoned, well-founded order requires it.</li>
          </ul>
          <p>
            The providers of our hosting, database, e-mail, messaging and payment processing services act as processors, on our behalf and under
            confidentiality obligations. We do not sell your personal data.
          </p>
        </>
      ),
    },
  },
  {
    id: "derechos-arco",
    title: { es: "Derechos ARCO", en: "ARCO rights" },
    body: {
      es: (
        <>
          <p>
            Tienes derecho a <strong>Acceder</strong> a tus datos, <strong>Rectificarlos</strong> si son inexactos, <strong>Cancelarlos</strong>{" "}
            cuando consideres que no se requieren y <strong>Oponerte</strong> a su uso para fines específicos. Para ejercerlos, envía tu solicitud a{" "}
            {mailto} con:
          </p>
          <ol>
            <li>tu nombre y un medio para comunicarte la respuesta;</li>
            <li>una identificación oficial (o la de tu representante, con el documento que acredite la representación);</li>
            <li>una descripción clara de los datos y del derecho que quieres ejercer;</li>
            <li>cualquier documento que facilite localizar tus datos.</li>
          </ol>
          <p>
            Te responderemos en un plazo máximo de 20 días hábiles y, si procede, haremos efectiva la solicitud dentro de los 15 días hábiles
            siguientes. Si no estás conforme con la respuesta, puedes acudir ante la autoridad garante en materia de protección de datos personales.
          </p>
        </>
      ),
      en: (
        <>
          <p>
            You have the right to <strong>Access</strong> your data, <strong>Rectify</strong> it if it is inaccurate, <strong>Cancel</strong> it when
            you consider it is not needed and <strong>Object</strong> to its use for specific purposes. To exercise these rights, send your request to{" "}
            {mailto} with:
          </p>
          <ol>
            <li>your name and a way to send you the answer;</li>
            <li>an official ID (or your representative’s, with the document that proves the representation);</li>
            <li>a clear description of the data and of the right you want to exercise;</li>
            <li>any document that helps locate your data.</li>
          </ol>
          <p>
            We will answer within 20 business days at most and, if it applies, carry out the request within the following 15 business days. If you are
            not satisfied with the answer, you can go to the authority in charge of personal data protection.
          </p>
        </>
      ),
    },
  },
  {
    id: "revocacion",
    title: { es: "Revocación del consentimiento", en: "Withdrawing consent" },
    body: {
      es: (
        <p>
          Puedes revocar en cualquier momento el consentimiento que nos diste, siguiendo el mismo procedimiento que para los derechos ARCO. Ten en
          cuenta que, si la revocación afecta a una finalidad primaria, es posible que no podamos seguir prestándote el servicio, y que algunos datos
          debemos conservarlos por obligación legal.
        </p>
      ),
      en: (
        <p>
          You can withdraw the consent you gave us at any time, following the same procedure as for ARCO rights. Bear in mind that, if the withdrawal
          affects a primary purpose, we may not be able to keep providing the service, and that we must keep some data by legal obligation.
        </p>
      ),
    },
  },
  {
    id: "limitar-uso",
    title: { es: "Opciones para limitar el uso o divulgación", en: "Options to limit use or disclosure" },
    body: {
      es: (
        <>
          <ul>
            <li>
              Responde <strong>ALTO</strong>, <strong>BAJA</strong> o <strong>STOP</strong> a cualquier mensaje de WhatsApp para dejar de recibirlos.
            </li>
            <li>Usa el enlace para darte de baja incluido en nuestros correos.</li>
            <li>Pide a {mailto} que te incluyamos en nuestra lista interna de exclusión.</li>
            <li>Inscríbete en el Registro Público para Evitar Publicidad (REPEP) de la PROFECO para limitar llamadas y mensajes publicitarios.</li>
          </ul>
        </>
      ),
      en: (
        <>
          <ul>
            <li>
              Reply <strong>ALTO</strong>, <strong>BAJA</strong> or <strong>STOP</strong> to any WhatsApp message to stop receiving them.
            </li>
            <li>Use the unsubscribe link included in our e-mails.</li>
            <li>Ask {mailto} to add you to our internal exclusion list.</li>
            <li>Sign up to PROFECO’s Public Registry to Avoid Advertising (REPEP) to limit advertising calls and messages.</li>
          </ul>
        </>
      ),
    },
  },
  {
    id: "cookies",
    title: { es: "Uso de cookies y tecnologías similares", en: "Use of cookies and similar technologies" },
    body: {
      es: (
        <p>
          Usamos cookies y almacenamiento local para mantener tu sesión iniciada, recordar tus preferencias y proteger el sitio; con tu autorización,
          también para medir de forma agregada cómo se usa. Puedes bloquearlas o borrarlas desde tu navegador, aunque algunas funciones, como iniciar
          sesión, dejarían de funcionar. Consulta el resumen de nuestra política de cookies al final de esta página.
        </p>
      ),
      en: (
        <p>
          We use cookies and local storage to keep you signed in, remember your preferences and protect the site; with your consent, also to measure
          in aggregate how it is used. You can block or delete them from your browser, although some features, such as signing in, would stop working.
          See the summary of our cookie policy at the end of this page.
        </p>
      ),
    },
  },
  {
    id: "seguridad",
    title: { es: "Seguridad y conservación", en: "Security and retention" },
    body: {
      es: (
        <p>
          Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos contra daño, pérdida, alteración o acceso no
          autorizado: conexiones cifradas, contraseñas cifradas, accesos restringidos y registros de actividad. Conservamos tus datos mientras tengas
          una cuenta activa o sea necesario para las finalidades de este aviso, y después solo el tiempo que exijan las leyes aplicables; pasado ese
          plazo, los eliminamos o disociamos.
        </p>
      ),
      en: (
        <p>
          We apply administrative, technical and physical security measures to protect your data against damage, loss, alteration or unauthorized
          access: encrypted connections, encrypted passwords, restricted access and activity logs. We keep your data while you have an active account
          or as long as the purposes of this notice require, and afterwards only for the time the applicable laws demand; after that, we delete or
          de-identify it.
        </p>
      ),
    },
  },
  {
    id: "cambios",
    title: { es: "Cambios al aviso de privacidad y contacto", en: "Changes to the privacy notice and contact" },
    body: {
      es: (
        <>
          <p>
            Podemos modificar este aviso por cambios legales, en nuestros servicios o en nuestras prácticas. Publicaremos la versión vigente en esta
            página con su fecha de actualización y, si los cambios son relevantes, te avisaremos por correo o dentro del servicio.
          </p>
          <p>
            Para cualquier duda sobre tus datos escríbenos a {mailto}. Este aviso se complementa con nuestros{" "}
            <Link to={pagePath.terminos}>Términos y condiciones</Link>.
          </p>
        </>
      ),
      en: (
        <>
          <p>
            We may change this notice because of legal changes or changes in our services or practices. We will publish the current version on this
            page with its update date and, if the changes are relevant, we will tell you by e-mail or within the service.
          </p>
          <p>
            For any question about your data write to us at {mailto}. This notice is complemented by our{" "}
            <Link to={pagePath.terminos}>Terms and conditions</Link>.
          </p>
        </>
      ),
    },
  },
];

type CookieKind = { kind: string; purpose: string; choice: string };

const COOKIE_KINDS: Bilingual<CookieKind[]> = {
  es: [
    { kind: "Esenciales", purpose: "Mantener tu sesión iniciada y proteger los formularios.", choice: "Siempre activas" },
    { kind: "Preferencias", purpose: "Recordar tus preferencias en este dispositivo.", choice: "Puedes borrarlas" },
    { kind: "Medición", purpose: "Estadísticas agregadas de uso para mejorar Hogaria.", choice: "Solo con tu autorización" },
  ],
  en: [
    { kind: "Essential", purpose: "Keep you signed in and protect the forms.", choice: "Always on" },
    { kind: "Preferences", purpose: "Remember your preferences on this device.", choice: "You can delete them" },
    { kind: "Measurement", purpose: "Aggregate usage statistics to improve Hogaria.", choice: "Only with your consent" },
  ],
};

/** The three kinds of cookies, one row each: what they are for and what the person can do. */
function CookieTable({ rows }: { rows: CookieKind[] }) {
  return (
    <ul className="list-none! space-y-0! divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white pl-0!">
      {rows.map((row) => (
        <li key={row.kind} className="flex flex-col gap-1 px-4! py-3 sm:flex-row sm:items-center sm:gap-4">
          <strong className="sm:w-32 sm:shrink-0">{row.kind}</strong>
          <span className="flex-1 text-sm">{row.purpose}</span>
          <span className="self-start rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 sm:self-center">{row.choice}</span>
        </li>
      ))}
    </ul>
  );
}

/** Shown last: what cookies we use and how to control them. */
export const COOKIE_SUMMARY: LegalNote = {
  id: "politica-cookies",
  title: { es: "Política de cookies (resumen)", en: "Cookie policy (summary)" },
  body: {
    es: (
      <>
        <p>Las cookies son pequeños archivos que el sitio guarda en tu navegador. En Hogaria usamos tres tipos:</p>
        <CookieTable rows={COOKIE_KINDS.es} />
        <p>No usamos cookies de publicidad de terceros. Puedes borrar o bloquear las cookies desde la configuración de tu navegador.</p>
      </>
    ),
    en: (
      <>
        <p>Cookies are small files the site stores in your browser. At Hogaria we use three kinds:</p>
        <CookieTable rows={COOKIE_KINDS.en} />
        <p>We do not use third-party advertising cookies. You can delete or block cookies in your browser settings.</p>
      </>
    ),
  },
};
