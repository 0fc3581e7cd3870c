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

// The page an invited agent lands on from the invitation e-mail (/invitacion?token=…); its
// sentences shared with the API's live in agency-team-messages.ts.
export const AGENCY_INVITATION_TEXT = bilingual({
  loadingTitle: { es: "Invitación a un equipo", en: "Invitation to a team" },
  invitedBy: {
    es: (inviter: string) => `${inviter} te invita a unirte a `,
    en: (inviter: string) => `${inviter} invites you to join `,
  },
  asAgent: { es: " como agente.", en: " as an agent." },
  joinTitle: { es: (agency: string) => `Únete a ${agency}`, en: (agency: string) => `Join ${agency}` },
  join: { es: (agency: string) => `Unirme a ${agency}`, en: (agency: string) => `Join ${agency}` },
  joinFailed: { es: "No pudimos unirte al equipo", en: "We could not add you to the team" },
  wrongAccountTitle: { es: "Esta invitación es para otra cuenta", en: "This invitation is for another account" },
  signedInAs: { es: (email: string) => `Iniciaste sesión como ${email}.`, en: (email: string) => `You are signed in as ${email}.` },
  signOut: { es: "Cerrar sesión", en: "Sign out" },
  accountWith: { es: "Ya tienes una cuenta con ", en: "You already have an account with " },
  signInToAccept: { es: ". Inicia sesión con ella para aceptar.", en: ". Sign in with it to accept." },
  signInToJoin: { es: "Iniciar sesión para unirme", en: "Sign in to join" },
  registerFailed: { es: "No pudimos crear tu cuenta", en: "We could not create your account" },
  invitedEmailHint: { es: "La invitación es para este correo.", en: "The invitation is for this e-mail." },
  createAndJoin: { es: "Crear cuenta y unirme", en: "Create account and join" },
  invalidTitle: { es: "Esta invitación no es válida", en: "This invitation is not valid" },
  expiredTitle: { es: "Esta invitación venció", en: "This invitation has expired" },
  revokedTitle: { es: "Esta invitación fue cancelada", en: "This invitation was cancelled" },
  usedTitle: { es: "Esta invitación ya se usó", en: "This invitation has already been used" },
  usedSignIn: { es: "Si eres tú, inicia sesión para ver tu panel.", en: "If it is you, sign in to see your dashboard." },
  errorTitle: { es: "No pudimos abrir la invitación", en: "We could not open the invitation" },
  tryAgain: { es: "Intentar de nuevo", en: "Try again" },
  signIn: { es: "Iniciar sesión", en: "Sign in" },
  home: { es: "Ir al inicio", en: "Go to the home page" },
});
