import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Images, ShieldCheck } from "lucide-react";
import { canImport, IMPORT_ALLOWANCE_MESSAGES as M, type ImportAllowance } from "@domain/listing-imports/import-allowance";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import { getImportAllowance } from "../api/listing-imports";

/** One cache entry per person: the notice reads it, the report refreshes it after the rows are sent. */
export const importAllowanceKey = (userId: string | null) => ["import-allowance", userId] as const;

export function useImportAllowance(userId: string | null) {
  return useQuery({ queryKey: importAllowanceKey(userId), queryFn: ({ signal }) => getImportAllowance(signal), enabled: userId !== null });
}

/** Today's photos by URL left of the daily cap, above the steps. */
export function PhotoCapLine({ allowance }: { allowance: ImportAllowance }) {
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
  if (canImport(allowance)) return null;
  return (
    <section aria-labelledby="verify-to-import" className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <h2 id="verify-to-import" className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-amber-700" />
        Antes de importar
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {!allowance.email_verified && <li>{M.emailRequired}</li>}
        {!allowance.phone_verified && <li>{M.phoneRequired}</li>}
      </ul>
      {allowance.email_verified && !allowance.phone_verified && (
        <div className="mt-4">
          {PhoneVerification({
            label: "Tu celular",
            onVerified: () => void queryClient.invalidateQueries({ queryKey: importAllowanceKey(userId) }),
          })}
        </div>
      )}
    </section>
  );
}
