// The stable codes of the API's error envelope `{ error: { code, message } }`. The web app
// branches on a code, never on a message's text; the Spanish message sits beside the rule
// it enforces (COMMON_MESSAGES, LISTING_MESSAGES, SERVICE_MESSAGES…).

// What a service may refuse with (a DomainError); the worker gives each its HTTP status once.
export const DOMAIN_ERROR_CODES = [
  "not_found",
  "forbidden",
  "rate_limited",
  "validation_error",
  // Favourite lists and client boards
  "duplicate",
  "duplicate_list",
  "cannot_delete",
  // Saved searches
  "too_many_saved_searches",
  // Plans, checkout and premium services
  "custom_pricing",
  "agency_plan",
  "same_plan",
  "downgrade_scheduled",
  "upgrade_checkout",
  "no_scheduled_change",
  "no_active_plan",
  "payments_unavailable",
  "checkout_failed",
  "canceled",
  "no_passes",
  "no_credits",
  "credit_not_applicable",
  "service_not_found",
  "property_not_found",
  "property_closed",
  "invoice_not_stamped",
  // Publishing and managing listings
  "listing_not_found",
  "incomplete_listing",
  "not_a_draft",
  "too_many_drafts",
  "wrong_status",
  // Listing photos
  "photo_required",
  "thumbnail_required",
  "photo_type",
  "photo_heic",
  "photo_broken",
  "photo_too_big",
  "photo_too_small",
  "photo_too_large",
  "photo_limit",
  "photo_not_found",
  "last_photo",
  // A phone the database's check refused
  "check_violation",
  // An agency's team: invitations, members and their listings
  "no_agency",
  "too_many_invitations",
  "already_member",
  "invitation_not_found",
  "invitation_expired",
  "invitation_revoked",
  "invitation_used",
  "invitation_wrong_account",
  "invitation_account_exists",
  "cannot_join",
  "member_not_found",
  // Verified phones: the SMS code and publishing without one
  "phone_already_verified",
  "phone_code_missing",
  "phone_code_wrong",
  "phone_code_locked",
  "phone_code_expired",
  "phone_code_used",
  "phone_not_verified",
  "sms_failed",
  // The operator's desk: the listing changed after the operator loaded it
  "changed_meanwhile",
  // An agency's sign-up and its verification
  "slug_taken",
  "agency_exists",
  "proof_required",
  "proof_type",
  "proof_too_big",
  "verification_pending",
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

// What the worker's own front door answers with, before or around any service.
export type HttpErrorCode =
  | "unauthenticated"
  | "email_not_verified"
  | "forbidden_origin"
  | "unsupported_media_type"
  | "payload_too_large"
  | "invalid_json"
  | "bad_request"
  | "bad_signature"
  | "bad_event"
  | "service_unavailable"
  | "internal_error"
  // better-auth's answers, lower-cased (user_already_exists…, invalid_token)
  | "invalid_token"
  | "user_already_exists"
  | "user_already_exists_use_another_email";

export type ErrorCode = DomainErrorCode | HttpErrorCode;
