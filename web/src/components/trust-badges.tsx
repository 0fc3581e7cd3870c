import { CalendarDays, Phone, ShieldAlert, ShieldCheck } from "@web/components/icons/card-icons";
import { useLang } from "@web/lib/i18n/lang-context";
import { TRUST_TEXTS_BY_LANG, trustBadges, type AdvertiserTrust, type TrustBadge } from "@domain/trust/advertiser-trust";
import { cn } from "@web/lib/cn";

const ICONS: Record<TrustBadge["key"], typeof ShieldCheck> = { agency: ShieldCheck, agent: ShieldCheck, phone: Phone, since: CalendarDays };

const TONES: Record<TrustBadge["tone"], string> = {
  verified: "bg-primary-50 text-primary-800 ring-primary-200",
  unverified: "bg-slate-100 text-slate-700 ring-slate-300",
  neutral: "bg-white text-slate-600 ring-slate-200",
};

/**
 * What Hogaria checked about who answers for a listing, in words (the icons only repeat
 * them): verified agency with its date or "sin verificar", verified agent, verified phone,
 * member since. `compact` on cards: the short texts, no date (domain/trust/advertiser-trust.ts).
 */
export function TrustBadges({ trust, compact = false, className }: { trust: AdvertiserTrust; compact?: boolean; className?: string }) {
  const lang = useLang();
  const badges = trustBadges(trust, { compact, lang });
  if (badges.length === 0) return null;
  return (
    <ul aria-label={TRUST_TEXTS_BY_LANG[lang].listLabel} className={cn("flex flex-wrap gap-1.5", className)}>
      {badges.map((badge) => {
        const Icon = badge.key === "agency" && badge.tone === "unverified" ? ShieldAlert : ICONS[badge.key];
        return (
          <li
            key={badge.key}
            className={cn(
              "inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
              TONES[badge.tone],
              compact && "whitespace-nowrap",
            )}
          >
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            {badge.text}
          </li>
        );
      })}
    </ul>
  );
}
