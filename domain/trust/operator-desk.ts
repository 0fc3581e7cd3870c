import type { HoldOutcome, HoldReason } from "./listing-holds";
import type { AuditSubjectKind, OperatorAction } from "./operator-audit";
import type { VerificationStatus } from "./verification";

// The operator's desk at /operador: who may open it is decided by the worker (the operators
// table, granted only from the command line); these are its words and limits (its inputs:
// operator-desk-schemas.ts, kept apart so the header's menu link does not load zod).

export const OPERATOR_DESK_TITLE = "Panel de operador";

// The error code of a refused sign-in of a suspended account (the login form shows its message).
export const ACCOUNT_SUSPENDED_CODE = "account_suspended";

export const OPERATOR_TABS = {
  verificaciones: "Verificaciones",
  reportes: "Reportes",
  retenidos: "Anuncios retenidos",
  precios: "Precios fuera de rango",
  fotos: "Fotos sin huella",
  bitacora: "Bitácora",
} as const;
export type OperatorTab = keyof typeof OPERATOR_TABS;

// An operator's written reason: e-mailed with a rejection, kept in the audit log always.
export const OPERATOR_REASON_LIMITS = { min: 5, max: 500 } as const;
// How many items a queue (and a page of the audit log) shows at once.
export const OPERATOR_QUEUE_LIMIT = 50;
export const AUDIT_LOG_PAGE = 100;

export const OPERATOR_MESSAGES = {
  // Anyone who is not an operator (403 on the desk's API).
  notOperator: "Esta sección es solo para el equipo de operación de Hogaria.",
  reasonRequired: "Escribe el motivo.",
  reasonTooShort: `Escribe el motivo con al menos ${OPERATOR_REASON_LIMITS.min} caracteres.`,
  reasonTooLong: `El motivo puede tener hasta ${OPERATOR_REASON_LIMITS.max} caracteres.`,
  seenUpdatedAtRequired: "Falta la versión del anuncio que revisaste. Recarga el panel.",
  // The listing was edited (or acted on) after the operator loaded it.
  changedMeanwhile: "El anuncio cambió desde que lo abriste. Recarga el panel para revisar su estado actual antes de decidir.",
  listingNotFound: "No encontramos ese anuncio.",
  cannotHide: "Este anuncio ya está oculto.",
  cannotRestore: "Este anuncio no está retenido ni oculto.",
  advertiserSuspended: "El anunciante está suspendido: reactiva su cuenta para devolver sus anuncios.",
  verificationNotFound: "No encontramos esa solicitud de verificación.",
  alreadyDecided: "Esta solicitud ya fue resuelta.",
  userNotFound: "No encontramos a ese anunciante.",
  alreadySuspended: "Esta cuenta ya está suspendida.",
  notSuspended: "Esta cuenta no está suspendida.",
  cannotSuspendOperator: "No puedes suspender a un operador.",
  auditCursorInvalid: "La fecha desde la que leer la bitácora no es válida.",
  proofNotFound: "Esta solicitud no tiene comprobante de domicilio.",
  // What a suspended advertiser reads when signing in.
  suspendedSignIn: (reason: string) => `Tu cuenta está suspendida: ${reason}`,
  actionFailedTitle: "No se pudo completar",
  changedMeanwhileTitle: "El anuncio cambió",
  approved: "Verificación aprobada.",
  rejected: "Verificación rechazada. Le enviamos el motivo por correo.",
  hidden: "Anuncio oculto. Avisamos a quienes lo reportaron y al anunciante.",
  restored: "Anuncio restaurado. Avisamos a quienes lo reportaron y al anunciante.",
  suspended: "Anunciante suspendido. Sus anuncios salieron de la búsqueda.",
  reactivated: "Anunciante reactivado. Sus anuncios volvieron a su estado anterior.",
  emptyVerifications: "No hay solicitudes de verificación pendientes.",
  emptyReports: "No hay reportes sin resolver.",
  emptyHolds: "No hay anuncios retenidos.",
  emptyAudit: "Todavía no hay acciones registradas.",
  emptyPriceFlags: "No hay precios fuera de rango sin revisar.",
  // "Fotos sin huella": listing photos the fingerprint queue gave up on (so never compared).
  emptyPhotoFailures: "Todas las fotos tienen su huella: ninguna quedó sin comparar.",
  photoRetried: "La foto volvió a la cola: su huella estará lista en unos segundos.",
  priceReviewed: "Precio marcado como revisado. Volverá a la lista si el anunciante lo cambia.",
  priceFlagNotFound: "Ese anuncio ya no tiene un precio fuera de rango.",
  priceAlreadyReviewed: "Otro operador ya revisó este precio.",
  seenPriceRequired: "Falta el precio que revisaste. Recarga el panel.",
} as const;

export const OPERATOR_ACTION_LABELS: Record<OperatorAction, string> = {
  aprobar_verificacion: "Aprobó una verificación",
  rechazar_verificacion: "Rechazó una verificación",
  ocultar_anuncio: "Ocultó un anuncio",
  restaurar_anuncio: "Restauró un anuncio",
  suspender_anunciante: "Suspendió a un anunciante",
  reactivar_anunciante: "Reactivó a un anunciante",
  otorgar_rol: "Otorgó el rol de operador",
  revocar_rol: "Retiró el rol de operador",
  revisar_precio: "Revisó un precio fuera de rango",
};

export const AUDIT_SUBJECT_LABELS: Record<AuditSubjectKind, string> = {
  anuncio: "Anuncio",
  usuario: "Usuario",
  inmobiliaria: "Inmobiliaria",
  verificacion: "Verificación",
  reporte: "Reporte",
};

export const HOLD_REASON_DESK_LABELS: Record<HoldReason, string> = {
  reportes: "Varios reportes",
  dinero_antes_de_visitar: "Pidieron dinero antes de visitar",
  operador: "Retenido por un operador",
  suspension: "Anunciante suspendido",
  fotos_copiadas: "Fotos copiadas de otro anuncio",
  fotos_por_verificar: "Fotos sin verificar",
};

// The desk's side-by-side view of a listing held for its photos and the listings they copy.
export const COPIED_PHOTOS_TEXT = {
  title: "Fotos que coinciden con otro anuncio",
  heldListing: "Este anuncio",
  original: "Anuncio anterior de otro anunciante",
  contact: "Contacto",
  distance: (bits: number) => (bits === 0 ? "Idénticas" : `Difieren en ${bits} de 64 bits`),
  noneNow: "Sus fotos ya no coinciden con las de ningún anuncio de otro anunciante (las cambió o el otro anuncio se borró).",
  waiting: "Algunas fotos siguen sin huella: el anuncio espera a que se verifiquen o a que decidas.",
} as const;

export const HOLD_OUTCOME_LABELS: Record<HoldOutcome, string> = { restaurada: "Restaurado", oculta: "Oculto" };

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pendiente: "Pendiente",
  aprobada: "Aprobada",
  rechazada: "Rechazada",
};
