import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Images, ShieldCheck } from "lucide-react";
import { canImport, IMPORT_ALLOWANCE_MESSAGES, IMPORT_ALLOWANCE_MESSAGES_EN, type ImportAllowance } from "@domain/listing-imports/import-allowance";
import type { Bilingual, TextsLike } from "@domain/i18n/bilingual";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import { getImportAllowance } from "../api/listing-imports";

const ALLOWANCE_TEXTS: Bilingual<TextsLike<typeof IMPORT_ALLOWANCE_MESSAGES>> = { es: IMPORT_ALLOWANCE_MESSAGES, en: IMPORT_ALLOWANCE_MESSAGES_EN };

/** One cache entry per person: the notice reads it, the report refreshes it after the rows are sent. */
export const importAllowanceKey = (userId: string | null) => ["import-allowance", userId] as const;

export function useImportAllowance(userId: string | null) {
  return useQuery({ queryKey: importAllowanceKey(userId), queryFn: ({ signal }) => getImportAllowance(signal), enabled: userId !== null });
}

/** Today's photos by URL left of the daily cap, above the steps. */
export function PhotoCapLine({ allowance }: { allowance: ImportAllowance }) {
  const M = ALLOWANCE_TEXTS[useLang()];
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600">
      <Images aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>{M.photosLeft(allowance.photos_left_today, allowance.photos_per_day)}</span>
    </p>
  );
}

/**
 * Before the upload, for an account that may not import yet: what is missing (a confirmed
 * e-mail, a verified phone), with the phone's verification right here.
 */
export function VerifyToImport({
  allowance,
  userId,
  PhoneVerification,
}: {
  allowance: ImportAllowance;
  userId: string;
  PhoneVerification: PhoneVerificationSlot;
}) {
  const queryClient = useQueryClient();
  const M = ALLOWANCE_TEXTS[useLang()];
  const t = useText();
  if (canImport(allowance)) return null;
  return (
    <section aria-labelledby="verify-to-import" className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <h2 id="verify-to-import" className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-amber-700" />
        {t(T.beforeImporting)}
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {!allowance.email_verified && <li>{M.emailRequired}</li>}
        {!allowance.phone_verified && <li>{M.phoneRequired}</li>}
      </ul>
      {allowance.email_verified && !allowance.phone_verified && (
        <div className="mt-4">
          {PhoneVerification({
            label: t(T.yourPhone),
            onVerified: () => void queryClient.invalidateQueries({ queryKey: importAllowanceKey(userId) }),
          })}
        </div>
      )}
    </section>
  );
}
