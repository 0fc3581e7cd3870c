import * as z from "zod";
import { isValidMxPhone } from "../call-requests/phone";
import { PHONE_MESSAGES as M } from "./phone-messages";
import { PHONE_CODE_PATTERN } from "./otp-rules";

// The number as typed by the form: already 10 digits (the phone input keeps digits only).
export const phoneNumberSchema = z.string({ error: M.phoneRequired }).min(1, M.phoneRequired).refine(isValidMxPhone, M.phoneFormat);

export const phoneCodeSchema = z.string({ error: M.codeRequired }).min(1, M.codeRequired).regex(PHONE_CODE_PATTERN, M.codeFormat);

// POST /api/phones/code
export const sendPhoneCodeSchema = z.object({ phone: phoneNumberSchema });
export type SendPhoneCodeInput = z.infer<typeof sendPhoneCodeSchema>;

// POST /api/phones/verify
export const verifyPhoneCodeSchema = z.object({ phone: phoneNumberSchema, code: phoneCodeSchema });
export type VerifyPhoneCodeInput = z.infer<typeof verifyPhoneCodeSchema>;

// What the API answers.
export type PhoneCodeSent = { phone: string; expires_at: string; resend_after_s: number };
export type VerifiedPhone = { phone: string; verified_at: string };
