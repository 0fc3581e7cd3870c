import { countLabel, countLabelEn, propertyCountLabel } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import { INVITATION_VALID_DAYS } from "./agency-team";
import { AGENCY_TEAM_MESSAGES, AGENCY_TEAM_MESSAGES_EN } from "./agency-team-messages";

// What the agency owner's "Equipo" tab says in each language: inviting an agent, the team,
// the pending invitations and the plan's passes spent. The API's sentences (sent, removed,
// refused) live in agency-team-messages.ts.
export const AGENCY_TEAM_TEXT = bilingual({
  loading: { es: "Cargando tu equipo…", en: "Loading your team…" },
  noAgency: { es: AGENCY_TEAM_MESSAGES.noAgency, en: AGENCY_TEAM_MESSAGES_EN.noAgency },
  retry: { es: "Intentar de nuevo", en: "Try again" },
  // Inviting.
  inviteTitle: { es: "Invitar a un agente", en: "Invite an agent" },
  inviteIntro: {
    es: (agency: string) => `Se unirá a ${agency} y publicará con los pases de tu plan.`,
    en: (agency: string) => `They will join ${agency} and publish with your plan's passes.`,
  },
  agentEmail: { es: "Correo del agente", en: "Agent's e-mail" },
  inviteHint: {
    es: (pending: number, max: number) =>
      `Le llegará un enlace válido por ${INVITATION_VALID_DAYS} días. ${pending} de ${max} invitaciones pendientes.`,
    en: (pending: number, max: number) => `They will get a link valid for ${INVITATION_VALID_DAYS} days. ${pending} of ${max} pending invitations.`,
  },
  emailPlaceholder: { es: "nombre@correo.com", en: "name@email.com" },
  sendInvitation: { es: "Enviar invitación", en: "Send invitation" },
  inviteFailed: { es: "No se pudo enviar la invitación", en: "The invitation could not be sent" },
  // The team.
  teamTitle: { es: "Tu equipo", en: "Your team" },
  noAgents: { es: "Todavía no tienes agentes. Invita al primero con su correo.", en: "You have no agents yet. Invite the first one by e-mail." },
  owner: { es: "Titular", en: "Owner" },
  listings: { es: (n: number) => propertyCountLabel(n), en: (n: number) => propertyCountLabel(n, "en") },
  leads: { es: (n: number) => countLabel(n, "contacto"), en: (n: number) => countLabelEn(n, "lead") },
  lastActivity: { es: (day: string) => `Última actividad: ${day}`, en: (day: string) => `Last active: ${day}` },
  noActivity: { es: "Sin actividad todavía", en: "No activity yet" },
  remove: { es: "Dar de baja", en: "Remove" },
  removeName: { es: (name: string) => `Dar de baja a ${name}`, en: (name: string) => `Remove ${name}` },
  removeExplained: {
    es: (listings: string) =>
      `Dejará de ver y editar las propiedades de la inmobiliaria. Su cuenta sigue activa como agente independiente. Sus ${listings} y sus contactos se quedan en la inmobiliaria.`,
    en: (listings: string) =>
      `They will no longer see or edit the agency's properties. Their account stays active as an independent agent. Their ${listings} and their leads stay with the agency.`,
  },
  whoKeeps: { es: "¿Quién se queda con sus propiedades?", en: "Who keeps their properties?" },
  you: { es: (name: string) => `${name} (tú)`, en: (name: string) => `${name} (you)` },
  cancel: { es: "Cancelar", en: "Cancel" },
  removeFailed: { es: "No se pudo dar de baja", en: "The agent could not be removed" },
  // Pending invitations.
  pendingTitle: { es: "Invitaciones pendientes", en: "Pending invitations" },
  noPending: { es: "No tienes invitaciones pendientes.", en: "You have no pending invitations." },
  expired: { es: "Venció: reenvíala para darle un enlace nuevo.", en: "Expired: send it again to give them a new link." },
  expires: { es: (day: string) => `Vence el ${day}`, en: (day: string) => `Expires on ${day}` },
  resend: { es: "Reenviar", en: "Resend" },
  resendTo: { es: (email: string) => `Reenviar la invitación a ${email}`, en: (email: string) => `Resend the invitation to ${email}` },
  cancelTo: { es: (email: string) => `Cancelar la invitación a ${email}`, en: (email: string) => `Cancel the invitation to ${email}` },
  resendFailed: { es: "No se pudo reenviar la invitación", en: "The invitation could not be resent" },
  revokeFailed: { es: "No se pudo cancelar la invitación", en: "The invitation could not be cancelled" },
  // Passes spent.
  spendsTitle: { es: "Pases y créditos usados", en: "Passes and credits used" },
  spendsIntro: {
    es: "Quién publicó, renovó o pidió un recorrido 3D con tu plan.",
    en: "Who published, renewed or ordered a 3D tour with your plan.",
  },
  noSpends: {
    es: "Todavía nadie del equipo ha usado los pases ni los créditos del plan.",
    en: "Nobody on the team has used the plan's passes or credits yet.",
  },
  deletedAccount: { es: "Cuenta eliminada", en: "Deleted account" },
});
