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
      : `Te uniste a ${agency}. ${movedListings === 1 ? "Tu propiedad ahora es" : `Tus ${movedListings} propiedades ahora son`} de la inmobiliaria.`,
  /** Said on the invitation's page, before joining. */
  joinTerms: "Publicarás con los pases del plan de la inmobiliaria, y las propiedades que ya tienes pasan a ser suyas.",
  memberNotFound: "Esa persona no forma parte de tu equipo.",
  reassignTarget: "Elige a alguien de tu equipo.",
  memberRemoved: (name: string) => `${name} ya no forma parte de tu equipo.`,
  listingReassigned: "Reasignamos la propiedad.",
} as const;
