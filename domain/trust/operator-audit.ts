// What the operator's audit log records: every action an operator takes, with who, when,
// on what and why. The log is append-only (the database refuses updates and deletes).
export const OPERATOR_ACTIONS = [
  "aprobar_verificacion",
  "rechazar_verificacion",
  "ocultar_anuncio",
  "restaurar_anuncio",
  "suspender_anunciante",
  "reactivar_anunciante",
  "otorgar_rol",
  "revocar_rol",
  "revisar_precio",
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export const AUDIT_SUBJECT_KINDS = ["anuncio", "usuario", "inmobiliaria", "verificacion", "reporte"] as const;
export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number];
