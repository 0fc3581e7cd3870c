import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Smartphone } from "lucide-react";
import { formatPhone, PHONE_MESSAGES } from "@domain/phones/phone-messages";
import { useAuth } from "@web/lib/auth/auth-context";
import { getVerifiedPhones, verifiedPhonesKey, type PhoneVerificationSlot } from "@web/lib/verified-phones";
import { useLang } from "@web/lib/i18n/lang-context";
import { PUBLISH_TEXT as T } from "@domain/listings/publish-text";

/**
 * Before the first publish: the verified phone buyers will reach, or, when the account has
 * none, the verification right here, so a new agent never leaves the listing to do it.
 */
export function PhoneCheck({ PhoneVerification }: { PhoneVerification: PhoneVerificationSlot }) {
  const { user } = useAuth();
  const lang = useLang();
  const phones = useQuery({ queryKey: verifiedPhonesKey(user?.id ?? null), queryFn: ({ signal }) => getVerifiedPhones(signal) });
  // Verified on this visit: the verification stays, saying so (focus stays where it was).
  const [verifiedHere, setVerifiedHere] = useState(false);
  if (phones.isPending) return <div className="h-20 animate-pulse rounded-xl bg-slate-100" />;
  const first = phones.data?.[0];
  if (first && !verifiedHere) {
    return (
      <p className="flex items-center gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 text-slate-800">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <span>
          {T.phoneVerified[lang]} <strong className="tabular-nums">{formatPhone(first.phone)}</strong>
        </span>
      </p>
    );
  }
  return (
    <section aria-labelledby="phone-check-title" className="rounded-xl border border-accent-200 bg-accent-50 p-4 sm:p-5">
      <h2 id="phone-check-title" className="flex items-center gap-2 text-lg font-semibold text-accent-900">
        <Smartphone aria-hidden="true" className="size-5 shrink-0" />
        {T.verifyPhone[lang]}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{PHONE_MESSAGES.whyVerify}</p>
      <div className="mt-4">{PhoneVerification({ label: T.yourPhone[lang], onVerified: () => setVerifiedHere(true) })}</div>
    </section>
  );
}
