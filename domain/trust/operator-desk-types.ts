import type { ListingStatus } from "../listings/listing-status";
import type { Operation, PropertyType } from "../properties/property";
import type { HoldReason } from "./listing-holds";
import type { AuditSubjectKind, OperatorAction } from "./operator-audit";
import type { ReportReason } from "./report-reasons";
import type { LicenseKind, VerificationKind } from "./verification";

// What the operator's desk API answers (GET /api/operator/queues and /audit-log): the
// worker builds these, the desk at /operador shows them. Dates are epoch milliseconds.

export type AdvertiserHistory = {
  id: string;
  name: string;
  email: string;
  role: string;
  memberSince: number;
  suspendedAt: number | null;
  suspensionReason: string | null;
  listings: number;
  publishedListings: number;
  pastHolds: number;
  hiddenListings: number;
  reports: number;
  pastSuspensions: number;
  verifiedPhones: string[];
  agency: { name: string; slug: string; verifiedAt: number | null } | null;
  agentVerifiedAt: number | null;
};

export type SamePhoneListing = { id: string; title: string; status: ListingStatus; advertiser: string; phone: string };

// A listing whose photos this one's copy (the clone rule), beside it on the desk: who shows
// it and how to reach them, and each matching pair of photos (this listing's, the other's,
// and how many of their 64 bits differ).
export type CopiedListingEvidence = {
  id: string;
  title: string;
  status: ListingStatus;
  price: number;
  operationType: string;
  neighborhood: string | null;
  advertiser: string;
  phone: string | null;
  agencyName: string | null;
  pairs: { photo: DeskPhoto; original: DeskPhoto; distance: number }[];
};

export type DeskPhoto = { url: string; alt: string | null };

export type ListingEvidence = {
  id: string;
  title: string;
  status: ListingStatus;
  operationType: string;
  price: number;
  currency: string;
  neighborhood: string | null;
  // What the operator saw: an action sends it back and is refused when it moved since.
  version: number;
  photos: DeskPhoto[];
  contact: { name: string; phone: string | null; whatsapp: string | null; agencyName: string | null; agencyPhone: string | null };
  advertiser: AdvertiserHistory;
  samePhone: SamePhoneListing[];
  // Held for its photos: the listings they copy (empty otherwise, or when none copies any more).
  copies: CopiedListingEvidence[];
  hold: { id: string; reason: HoldReason; previousStatus: ListingStatus; createdAt: number; answer: string | null; answeredAt: number | null } | null;
  reports: {
    count: number;
    reasons: { reason: ReportReason; count: number }[];
    notes: { reason: ReportReason; note: string | null; email: string; at: number }[];
  };
};

export type VerificationItem = {
  id: string;
  kind: VerificationKind;
  createdAt: number;
  rfc: string | null;
  licenseKind: LicenseKind | null;
  licenseNumber: string | null;
  hasProof: boolean;
  proofContentType: string | null;
  agency: { id: string; name: string; slug: string; phone: string | null } | null;
  advertiser: AdvertiserHistory;
};

export type OperatorQueues = {
  verifications: VerificationItem[];
  // Listings with reports whose reporters were not yet told an outcome, most reported first.
  reports: ListingEvidence[];
  // Listings out of search pending review (an open hold), oldest first.
  holds: ListingEvidence[];
};

// A published listing whose price per m² is out of line with its colonia's median
// (GET /api/operator/price-flags), not yet reviewed, furthest below first.
export type PriceFlagItem = {
  listing: ListingEvidence;
  colonia: string;
  operationType: Operation;
  propertyType: PropertyType;
  priceM2: number;
  medianPriceM2: number;
  sampleSize: number;
  flaggedAt: number;
};

export type AuditLine = {
  id: string;
  at: number;
  operator: { id: string; name: string | null; email: string | null };
  action: OperatorAction;
  subjectKind: AuditSubjectKind;
  subjectId: string;
  reason: string | null;
  details: Record<string, unknown> | null;
};
