// An advertiser's request to be shown as verified: an agency with its RFC and a proof of
// address, or an independent agent with a cédula profesional or an AMPI membership number.
export const VERIFICATION_KINDS = ["inmobiliaria", "agente"] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const VERIFICATION_STATUSES = ["pendiente", "aprobada", "rechazada"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const LICENSE_KINDS = ["cedula", "ampi"] as const;
export type LicenseKind = (typeof LICENSE_KINDS)[number];
