import { PASS_SPEND_VERBS, type PassSpend } from "@domain/agencies/agency-team";
import { pageHref } from "@domain/pages/page-routes";
import { AGENCY_TEAM_TEXT as T } from "@domain/agencies/agency-team-text";
import { formatDayMonth, formatTime } from "@domain/format/date";
import { useLang } from "@web/lib/i18n/lang-context";

/** Who spent the agency plan's passes and 3D tour credits: which agent, on which listing, when (newest first). */
export function PassSpendLog({ spends }: { spends: PassSpend[] }) {
  const lang = useLang();
  if (spends.length === 0) return <p className="text-sm text-slate-600">{T.noSpends[lang]}</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {spends.map((s) => {
        const at = new Date(s.created_at);
        return (
          <li key={s.id} className="flex flex-col gap-0.5 p-4 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <p className="min-w-0 text-slate-800">
              <span className="font-semibold">{s.agent?.name ?? T.deletedAccount[lang]}</span> {PASS_SPEND_VERBS[lang][s.kind]}{" "}
              {s.listing.id ? (
                <a className="text-primary-700 underline-offset-4 hover:underline" href={pageHref.property(s.listing.id)}>
                  {s.listing.title}
                </a>
              ) : (
                <span>{s.listing.title}</span>
              )}
            </p>
            <time dateTime={s.created_at} className="shrink-0 text-slate-600">
              {formatDayMonth(at, Date.now(), lang)}, {formatTime(at, lang)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
