import type { TextsLike } from "../i18n/bilingual";

// Every sentence the agency's team features say: the owner's "Equipo" tab, the invitation
// e-mail's page and the refusals of the API.
export const AGENCY_TEAM_MESSAGES = {
  ownersOnly: "Solo la dueña o el dueño de una inmobiliaria puede administrar su equipo.",
  noAgency: "Tu cuenta todavía no tiene una inmobiliaria.",
  invitationSent: "Enviamos la invitación.",
  invitationResent: "Reenviamos la invitación.",
  invitationRevoked: "Cancelaste la invitación.",
  tooManyInvitations: (max: number) => `Puedes tener hasta ${max} invitaciones pendientes. Cancela alguna antes de enviar otra.`,
  alreadyMember: "Esa persona ya forma parte de tu equipo.",
  cannotInviteYourself: "No puedes invitarte a ti mismo.",
  invitationNotFound: "Esta invitación no es válida. Revisa que el enlace esté completo o pide una nueva.",
  invitationExpired: "Esta invitación venció. Pide a la inmobiliaria que te envíe una nueva.",
  invitationRevokedForGuest: "La inmobiliaria canceló esta invitación.",
  invitationUsed: "Esta invitación ya se usó.",
  wrongAccount: (email: string) => `Esta invitación es para ${email}. Cierra sesión e inicia con esa cuenta, o crea una con ese correo, para unirte.`,
  accountExists: "Ya existe una cuenta con este correo. Inicia sesión para aceptar la invitación.",
  agencyAccount: "Una cuenta de inmobiliaria no puede unirse a otra como agente.",
  inAnotherAgency: "Ya formas parte de otra inmobiliaria. Pide que te den de baja antes de unirte a esta.",
  joined: (agency: string, movedListings = 0) =>
    movedListings === 0
      ? `Te uniste a ${agency}.`
      : movedListings === 1
        ? `Te uniste a ${agency}. Tu propiedad ahora se publica con la inmobiliaria y la sigues administrando tú.`
        : `Te uniste a ${agency}. Tus ${movedListings} propiedades ahora se publican con la inmobiliaria y las sigues administrando tú.`,
  /**
   * Said on the invitation's page, before joining: what moves to the agency, what stays
   * the agent's, and what happens on leaving (what accepting and removing an agent do).
   */
  joinTerms: [
    "Tus propiedades pasan a la inmobiliaria: las sigues administrando tú (la inmobiliaria también puede hacerlo) y se publican con los pases de su plan.",
    "Los mensajes que ya recibiste siguen siendo solo tuyos.",
    "Si dejas el equipo, tus propiedades se quedan en la inmobiliaria, junto con los mensajes que recibas mientras formes parte de ella.",
  ],
  memberNotFound: "Esa persona no forma parte de tu equipo.",
  reassignTarget: "Elige a alguien de tu equipo.",
  memberRemoved: (name: string) => `${name} ya no forma parte de tu equipo.`,
  listingReassigned: "Reasignamos la propiedad.",
} as const;

/** The same sentences on English pages, key for key. */
export const AGENCY_TEAM_MESSAGES_EN: TextsLike<typeof AGENCY_TEAM_MESSAGES> = {
  ownersOnly: "Only the owner of an agency can manage its team.",
  noAgency: "Your account does not have an agency yet.",
  invitationSent: "We sent the invitation.",
  invitationResent: "We sent the invitation again.",
  invitationRevoked: "You cancelled the invitation.",
  tooManyInvitations: (max: number) => `You can have up to ${max} pending invitations. Cancel one before sending another.`,
  alreadyMember: "That person is already on your team.",
  cannotInviteYourself: "You cannot invite yourself.",
  invitationNotFound: "This invitation is not valid. Check that the link is complete or ask for a new one.",
  invitationExpired: "This invitation has expired. Ask the agency to send you a new one.",
  invitationRevokedForGuest: "The agency cancelled this invitation.",
  invitationUsed: "This invitation has already been used.",
  wrongAccount: (email: string) =>
    `This invitation is for ${email}. Sign out and sign in with that account, or create one with that e-mail, to join.`,
  accountExists: "There is already an account with this e-mail. Sign in to accept the invitation.",
  agencyAccount: "An agency account cannot join another agency as an agent.",
  inAnotherAgency: "You are already part of another agency. Ask them to remove you before joining this one.",
  joined: (agency: string, movedListings = 0) =>
    movedListings === 0
      ? `You joined ${agency}.`
      : movedListings === 1
        ? `You joined ${agency}. Your property is now published with the agency, and you still manage it.`
        : `You joined ${agency}. Your ${movedListings} properties are now published with the agency, and you still manage them.`,
  joinTerms: [
    "Your properties move to the agency: you still manage them (the agency can too) and they are published with its plan's passes.",
    "The messages you already received stay yours alone.",
    "If you leave the team, your properties stay with the agency, along with the messages you receive while you are part of it.",
  ],
  memberNotFound: "That person is not on your team.",
  reassignTarget: "Choose someone from your team.",
  memberRemoved: (name: string) => `${name} is no longer on your team.`,
  listingReassigned: "We reassigned the property.",
};
