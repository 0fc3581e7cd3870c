import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { CircleAlert, Ticket } from "lucide-react";
import { passesAfterSentence } from "@domain/billing/plan-holder";
import { availablePassesLabel, totalPasses } from "@domain/billing/plans";
import { countLabelEn } from "@domain/format/number";
import { formatArea, formatListingPrice } from "@domain/format/money";
import { appraisalDiscount, appraisalDiscountLabel, LEGAL_STATUS_NAMES } from "@domain/listings/legal-status";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import { listingErrors, LISTING_STEPS, type ListingDraft } from "@domain/listings/listing-schema";
import type { ListingPhoto } from "@domain/listings/my-listing";
import { publicAddress } from "@domain/listings/public-address";
import { OPERATION_NAMES, PROPERTY_TYPE_NAMES } from "@domain/properties/property";
import { listingFacts } from "@web/lib/listing-facts";
import { factLines } from "@domain/listings/fact-lines";
import { FactList } from "@web/components/fact-list";
import { useAuth } from "@web/lib/auth/auth-context";
import { getPlanHolder, planHolderKey } from "@web/lib/subscription";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import { PhoneCheck } from "./phone-check";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { useLang } from "@web/lib/i18n/lang-context";
import { LISTING_STEP_NAMES, PUBLISH_TEXT as T } from "@domain/listings/publish-text";
import { pagePath } from "@domain/pages/page-routes";

type Props = {
  values: ListingDraft;
  photos: ListingPhoto[];
  placeName: string | null;
  /** A borrador spends a pass; a live listing is only saved. */
  publishing: boolean;
  onGoToStep: (index: number) => void;
  PhoneVerification: PhoneVerificationSlot;
};

/**
 * The listing as buyers will see it, what is still missing, the phone it will show (verified
 * right here when there is none yet) and the pass it will spend.
 */
export function ReviewStep({ values, photos, placeName, publishing, onGoToStep, PhoneVerification }: Props) {
  const lang = useLang();
  const m = useMessageIn();
  const errors = listingErrors(values);
  if (photos.length === 0) errors.photos = LISTING_MESSAGES.photosRequired;
  const problems = Object.entries(errors).map(([field, message]) => [field, m(message)!] as const);
  const main = photos.find((p) => p.is_main) ?? photos[0];
  const discount = values.operation_type === "remate" && values.price ? appraisalDiscount(values.price, values.appraisal_value ?? null) : null;
  const area = values.built_surface ?? values.total_surface;

  return (
    <div className="space-y-6">
      {problems.length > 0 && (
        <section aria-labelledby="review-problems" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4">
          <h3 id="review-problems" className="flex items-center gap-2 font-semibold text-danger-700">
            <CircleAlert aria-hidden="true" className="size-5" />
            {(publishing ? T.beforePublishing : T.beforeSaving)[lang]}
          </h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {problems.map(([field, message]) => {
              const step =
                field === "photos"
                  ? LISTING_STEPS.findIndex((s) => s.id === "fotos")
                  : LISTING_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
              return (
                <li key={field} className="flex flex-wrap items-baseline gap-x-2">
                  <span className="text-danger-700">{message}</span>
                  {step >= 0 && (
                    <button
                      type="button"
                      className="cursor-pointer font-semibold text-primary-700 underline-offset-4 hover:underline"
                      onClick={() => onGoToStep(step)}
                    >
                      {T.fixIn[lang](LISTING_STEP_NAMES[LISTING_STEPS[step].id][lang])}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <article aria-label={T.preview[lang]} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
        {main ? (
          <img
            src={main.url}
            alt={main.alt ?? values.title ?? ""}
            width={main.width ?? undefined}
            height={main.height ?? undefined}
            className="aspect-[16/10] w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[16/10] items-center justify-center bg-slate-100 text-slate-500">{T.noPhotos[lang]}</div>
        )}
        <div className="space-y-3 p-5">
          <p className="text-sm font-semibold text-slate-600">
            {values.property_type ? PROPERTY_TYPE_NAMES[lang][values.property_type].singular : T.property[lang]} ·{" "}
            {values.operation_type ? OPERATION_NAMES[lang][values.operation_type] : ""}
          </p>
          <p className="text-2xl font-bold text-slate-900">
            {values.price && values.operation_type ? formatListingPrice(values.price, values.operation_type, lang) : T.noPrice[lang]}
          </p>
          {discount !== null && (
            <p className="text-sm font-semibold text-accent-800">
              {appraisalDiscountLabel(discount, lang)}
              {values.legal_status ? ` · ${LEGAL_STATUS_NAMES[lang][values.legal_status].label}` : ""}
            </p>
          )}
          <h3 className="text-lg font-semibold text-slate-900">{values.title || T.noTitle[lang]}</h3>
          {placeName && (
            <p className="text-slate-600">
              {publicAddress({
                street: values.street ?? "",
                interior: values.interior,
                hide_address: values.hide_address ?? false,
                colonia: placeName,
              })}
            </p>
          )}
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {listingFacts({ bedrooms: values.bedrooms ?? 0, bathrooms: values.bathrooms ?? 0, parking_spaces: values.parking_spaces ?? 0 }, lang).map(
              (f) => (
                <li key={f.label} className="flex items-center gap-1.5">
                  <f.Icon aria-hidden="true" className="size-4 text-slate-500" />
                  {f.value} {f.label}
                </li>
              ),
            )}
            {area ? <li>{formatArea(area)}</li> : null}
          </ul>
          {values.operation_type && values.property_type && (
            <FactList
              label={T.keyFacts[lang]}
              dense
              lines={factLines(
                values,
                { operation: values.operation_type, type: values.property_type, maintenance: values.maintenance ?? null },
                lang,
              )}
            />
          )}
          {values.description && <p className="whitespace-pre-line text-slate-700">{values.description}</p>}
          {photos.length > 1 && <p className="text-sm text-slate-500">{T.photoCount[lang](photos.length)}</p>}
        </div>
      </article>

      {publishing && <PhoneCheck PhoneVerification={PhoneVerification} />}
      {publishing && <PassesNotice />}
    </div>
  );
}

// What publishing spends, from whose plan (the agency's, for its owner and agents), and the
// passes left after it; without a pass, a way to the plans instead.
function PassesNotice() {
  const { user } = useAuth();
  const lang = useLang();
  const m = useMessageIn();
  const { data: holder, isPending } = useQuery({
    queryKey: planHolderKey(user?.id ?? null),
    queryFn: ({ signal }) => getPlanHolder(signal),
  });
  if (isPending) return <div className="h-20 animate-pulse rounded-xl bg-slate-100" />;
  const subscription = holder?.subscription ?? null;
  const passes = subscription && subscription.status === "active" ? totalPasses(subscription) : 0;
  if (!subscription || passes === 0) {
    return (
      <div role="status" className="rounded-xl border border-accent-200 bg-accent-50 p-4">
        <p className="font-semibold text-accent-900">{m(LISTING_MESSAGES.noPasses)}</p>
        <p className="mt-1 text-sm text-slate-700">{m(LISTING_MESSAGES.noPassesDetail)}</p>
        <Link
          to={pagePath.precios}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {T.seePlans[lang]}
        </Link>
      </div>
    );
  }
  const agency = holder?.agency ?? null;
  const available = lang === "es" ? availablePassesLabel(passes) : countLabelEn(passes, "pass", "passes");
  return (
    <p className="flex items-center gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 text-slate-800">
      <Ticket aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
      <span>
        {T.usesPass[lang](subscription.plan.name, agency?.name ?? null)} {available}
        {T.lasts[lang]} <strong>{passesAfterSentence(passes, agency?.name ?? null, lang)}</strong>
      </span>
    </p>
  );
}
