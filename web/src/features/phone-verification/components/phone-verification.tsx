import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { PHONE_CODE_LENGTH } from "@domain/phones/otp-rules";
import { PHONE_MESSAGES, PHONE_MESSAGES_EN, PHONE_VERIFICATION_TEXT } from "@domain/phones/phone-messages";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { phoneCodeSchema, phoneNumberSchema } from "@domain/phones/schemas";
import { PhoneInput } from "@web/components/phone-input";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { inputClasses } from "@web/components/ui/input";
import { ApiError, failureText, hasCode } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { verifiedPhonesKey } from "@web/lib/verified-phones";
import { sendPhoneCode, verifyPhoneCode } from "../api/phone-codes";
import { clock, useCountdown } from "./use-countdown";

// Enter in a field does the step's action. The verification has no <form> of its own: it sits
// inside other forms (Mi perfil, the agency's sign-up), and a nested form is not a form (the
// browser would submit the outer one), so Enter is caught here and goes no further.
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  event.preventDefault();
  action();
};

export type PhoneVerificationProps = {
  /** The number field's label. */
  label?: string;
  /** The number to start with (10 digits), e.g. the one on the profile. */
  initialPhone?: string;
  /** The number was verified (10 digits). */
  onVerified?: (phone: string) => void;
};

type Sent = { phone: string; message: string };

/**
 * Proves a Mexican mobile number: the number, "Enviar código", then the 6-digit code from
 * the SMS (the phone offers it to paste: one-time-code), with "Reenviar código" after a
 * countdown and "Cambiar número". Each error sits under its field, in the server's words.
 */
export function PhoneVerification({ label, initialPhone = "", onVerified }: PhoneVerificationProps) {
  const lang = useLang();
  const m = useMessageIn();
  const t = PHONE_VERIFICATION_TEXT[lang];
  const messages = lang === "en" ? PHONE_MESSAGES_EN : PHONE_MESSAGES;
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(initialPhone);
  const [phoneError, setPhoneError] = useState<string>();
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [busy, setBusy] = useState<"send" | "verify" | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const wait = useCountdown(resendAt);
  const codeInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (verified) done.current?.focus();
  }, [verified]);

  const send = async () => {
    const checked = phoneNumberSchema.safeParse(phone);
    if (!checked.success) {
      setPhoneError(m(checked.error.issues[0]?.message));
      phoneInput.current?.focus();
      return;
    }
    setBusy("send");
    setCodeError(undefined);
    try {
      const answer = await sendPhoneCode(checked.data);
      setSent({ phone: answer.phone, message: messages.codeSent(answer.phone) });
      setCode("");
      setResendAt(Date.now() + answer.resend_after_s * 1000);
    } catch (error) {
      if (hasCode(error, "phone_already_verified")) return finish(checked.data);
      const message = failureText(error);
      // Asking again for the code being typed: its error goes under the code.
      if (sent?.phone === checked.data) setCodeError(message);
      else setPhoneError(message);
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (!sent) return;
    const checked = phoneCodeSchema.safeParse(code);
    if (!checked.success) {
      setCodeError(m(checked.error.issues[0]?.message));
      codeInput.current?.focus();
      return;
    }
    setBusy("verify");
    try {
      await verifyPhoneCode(sent.phone, checked.data);
      finish(sent.phone);
    } catch (error) {
      setCodeError(error instanceof ApiError ? (error.fields?.code?.[0] ?? error.message) : failureText(error));
      // A locked, expired or used code takes no more tries: a new one may be asked for at once.
      if (hasCode(error, "phone_code_locked") || hasCode(error, "phone_code_expired") || hasCode(error, "phone_code_used")) setResendAt(null);
      codeInput.current?.select();
    } finally {
      setBusy(null);
    }
  };

  const finish = (number: string) => {
    setVerified(number);
    void queryClient.invalidateQueries({ queryKey: verifiedPhonesKey(user?.id ?? null) });
    onVerified?.(number);
  };

  const changeNumber = () => {
    setSent(null);
    setCode("");
    setCodeError(undefined);
    setResendAt(null);
    window.setTimeout(() => phoneInput.current?.focus());
  };

  if (verified) {
    return (
      <p
        ref={done}
        tabIndex={-1}
        role="status"
        className="flex items-center gap-2 rounded-lg border border-primary-200 bg-primary-50 p-3 font-semibold text-primary-900 outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        {messages.verified(verified)}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField className="flex-1" label={label ?? t.mobile} error={phoneError} hint={sent ? undefined : t.hint}>
          {(field) => (
            <PhoneInput
              {...field}
              ref={phoneInput}
              value={phone}
              readOnly={sent !== null}
              onValueChange={(digits) => {
                setPhone(digits);
                setPhoneError(undefined);
              }}
              enterKeyHint="send"
              onKeyDown={onEnter(() => void send())}
              placeholder="5512345678"
              className={sent ? "bg-slate-50" : undefined}
            />
          )}
        </FormField>
        {sent ? (
          <Button type="button" variant="outline" className="sm:mt-7" onClick={changeNumber}>
            {t.changeNumber}
          </Button>
        ) : (
          <Button type="button" className="sm:mt-7" busy={busy === "send"} onClick={() => void send()}>
            {t.sendCode}
          </Button>
        )}
      </div>

      {sent && (
        <div className="space-y-3">
          <p role="status" className="text-sm text-slate-700">
            {sent.message}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField className="flex-1" label={t.code} error={codeError}>
              {(field) => (
                <input
                  {...field}
                  ref={codeInput}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  enterKeyHint="done"
                  onKeyDown={onEnter(() => void verify())}
                  maxLength={PHONE_CODE_LENGTH}
                  placeholder="123456"
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value.replace(/\D/g, "").slice(0, PHONE_CODE_LENGTH));
                    setCodeError(undefined);
                  }}
                  className={cn(inputClasses, "text-lg tracking-[0.3em] tabular-nums")}
                />
              )}
            </FormField>
            <Button type="button" className="sm:mt-7" busy={busy === "verify"} onClick={() => void verify()}>
              {t.verify}
            </Button>
          </div>
          <Button type="button" variant="link" className="px-0" disabled={wait > 0 || busy !== null} onClick={() => void send()}>
            {wait > 0 ? t.resendIn(clock(wait)) : t.resend}
          </Button>
        </div>
      )}
    </div>
  );
}
