import { Link } from "react-router";
import type { LegalNote, LegalSection } from "./legal-document";

const PRIVACY_EMAIL = "privacidad@hogaria.mx";
const mailto = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

/** Shown first: the short version of the notice (LFPDPPP "aviso de privacidad simplificado"). */
export const PRIVACY_SIMPLIFIED: LegalNote = {
  id: "aviso-simplificado",
  title: { es: "Aviso de privacidad simplificado", en: "Simplified privacy notice" },
  body: (
    <>
      <p>
        <strong>Hogaria</strong>, con domicilio en la Ciudad de México, es responsable del tratamiento de tus datos personales. Los usamos para crear
        y administrar tu cuenta, mostrarte y publicar inmuebles, llamarte o escribirte cuando lo solicitas, procesar tus pagos y cuidar la seguridad
        del servicio. Con tu autorización, también para enviarte novedades y encuestas; si no quieres, escríbenos a {mailto}.
      </p>
      <p>Consulta abajo el aviso de privacidad integral, con tus derechos ARCO y cómo ejercerlos.</p>
    </>
  ),
};

/** The ten sections of the full notice under the Ley Federal de Protección de Datos Personales en Posesión de los Particulares. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: "responsable",
    title: { es: "Identidad y domicilio del responsable", en: "Identity and address of the data controller" },
    body: (
      <p>
        Hogaria (en adelante, «Hogaria», «nosotros»), con domicilio en la Ciudad de México, México, es responsable del tratamiento de los datos
        personales que nos proporcionas, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP) y demás
        normativa aplicable. Nuestro departamento de privacidad atiende cualquier asunto relacionado con tus datos en {mailto}.
      </p>
    ),
  },
  {
    id: "datos",
    title: { es: "Datos personales que recabamos", en: "Personal data we collect" },
    body: (
      <>
        <p>Según cómo uses Hogaria, podemos tratar:</p>
        <ul>
          <li>
            <strong>Identificación y contacto:</strong> nombre, correo electrónico, número de teléfono y foto de perfil.
          </li>
          <li>
            <strong>Cuenta:</strong> tipo de cuenta (persona que busca, agente o inmobiliaria), contraseña cifrada e inmobiliaria a la que perteneces.
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
            <strong>Pago y facturación:</strong> plan contratado, historial de cargos y datos fiscales; los datos de tu tarjeta los trata directamente
            el procesador de pagos.
          </li>
          <li>
            <strong>Técnicos:</strong> dirección IP, tipo de dispositivo y navegador, y cookies (ver sección 8).
          </li>
        </ul>
        <p>No solicitamos datos personales sensibles. Te pedimos no incluirlos en anuncios ni mensajes.</p>
      </>
    ),
  },
  {
    id: "finalidades",
    title: { es: "Finalidades del tratamiento", en: "Purposes of processing" },
    body: (
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
  },
  {
    id: "transferencias",
    title: { es: "Transferencias de datos personales", en: "Transfers of personal data" },
    body: (
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
  },
  {
    id: "derechos-arco",
    title: { es: "Derechos ARCO", en: "ARCO rights" },
    body: (
      <>
        <p>
          Tienes derecho a <strong>Acceder</strong> a tus datos, <strong>Rectificarlos</strong> si son inexactos, <strong>Cancelarlos</strong> cuando
          consideres que no se requieren y <strong>Oponerte</strong> a su uso para fines específicos. Para ejercerlos, envía tu solicitud a {mailto}{" "}
          con:
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
  },
  {
    id: "revocacion",
    title: { es: "Revocación del consentimiento", en: "Withdrawing consent" },
    body: (
      <p>
        Puedes revocar en cualquier momento el consentimiento que nos diste, siguiendo el mismo procedimiento que para los derechos ARCO. Ten en
        cuenta que, si la revocación afecta a una finalidad primaria, es posible que no podamos seguir prestándote el servicio, y que algunos datos
        debemos conservarlos por obligación legal.
      </p>
    ),
  },
  {
    id: "limitar-uso",
    title: { es: "Opciones para limitar el uso o divulgación", en: "Options to limit use or disclosure" },
    body: (
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
  },
  {
    id: "cookies",
    title: { es: "Uso de cookies y tecnologías similares", en: "Use of cookies and similar technologies" },
    body: (
      <p>
        Usamos cookies y almacenamiento local para mantener tu sesión iniciada, recordar tus preferencias y proteger el sitio; con tu autorización,
        también para medir de forma agregada cómo se usa. Puedes bloquearlas o borrarlas desde tu navegador, aunque algunas funciones, como iniciar
        sesión, dejarían de funcionar. Consulta el resumen de nuestra política de cookies al final de esta página.
      </p>
    ),
  },
  {
    id: "seguridad",
    title: { es: "Seguridad y conservación", en: "Security and retention" },
    body: (
      <p>
        Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos contra daño, pérdida, alteración o acceso no
        autorizado: conexiones cifradas, contraseñas cifradas, accesos restringidos y registros de actividad. Conservamos tus datos mientras tengas
        una cuenta activa o sea necesario para las finalidades de este aviso, y después solo el tiempo que exijan las leyes aplicables; pasado ese
        plazo, los eliminamos o disociamos.
      </p>
    ),
  },
  {
    id: "cambios",
    title: { es: "Cambios al aviso de privacidad y contacto", en: "Changes to the privacy notice and contact" },
    body: (
      <>
        <p>
          Podemos modificar este aviso por cambios legales, en nuestros servicios o en nuestras prácticas. Publicaremos la versión vigente en esta
          página con su fecha de actualización y, si los cambios son relevantes, te avisaremos por correo o dentro del servicio.
        </p>
        <p>
          Para cualquier duda sobre tus datos escríbenos a {mailto}. Este aviso se complementa con nuestros{" "}
          <Link to="/terminos">Términos y condiciones</Link>.
        </p>
      </>
    ),
  },
];

const COOKIE_KINDS = [
  { kind: "Esenciales", purpose: "Mantener tu sesión iniciada y proteger los formularios.", choice: "Siempre activas" },
  { kind: "Preferencias", purpose: "Recordar tus preferencias en este dispositivo.", choice: "Puedes borrarlas" },
  { kind: "Medición", purpose: "Estadísticas agregadas de uso para mejorar Hogaria.", choice: "Solo con tu autorización" },
];

/** Shown last: what cookies we use and how to control them. */
export const COOKIE_SUMMARY: LegalNote = {
  id: "politica-cookies",
  title: { es: "Política de cookies (resumen)", en: "Cookie policy (summary)" },
  body: (
    <>
      <p>Las cookies son pequeños archivos que el sitio guarda en tu navegador. En Hogaria usamos tres tipos:</p>
      <ul className="list-none! space-y-0! divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white pl-0!">
        {COOKIE_KINDS.map((row) => (
          <li key={row.kind} className="flex flex-col gap-1 px-4! py-3 sm:flex-row sm:items-center sm:gap-4">
            <strong className="sm:w-32 sm:shrink-0">{row.kind}</strong>
            <span className="flex-1 text-sm">{row.purpose}</span>
            <span className="self-start rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 sm:self-center">{row.choice}</span>
          </li>
        ))}
      </ul>
      <p>No usamos cookies de publicidad de terceros. Puedes borrar o bloquear las cookies desde la configuración de tu navegador.</p>
    </>
  ),
};
