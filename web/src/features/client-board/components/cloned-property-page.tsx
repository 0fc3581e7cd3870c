import { needsSafetyAdvice } from "@domain/trust/safety-advice";
import { SafetyAdvice } from "@web/components/safety-advice";
import { TrustBadges } from "@web/components/trust-badges";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Bath, BedDouble, Building, Car, House, MapPin, Receipt, Ruler, ShieldCheck } from "lucide-react";
import type { ClonedPropertyDetail } from "@domain/boards/board";
import { formatArea, formatListingPrice, formatPriceMXN } from "@domain/format/money";
import { OPERATION_NAMES, PROPERTY_TYPE_NAMES, type Operation, type PropertyType } from "@domain/properties/property";
import { Button } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { Skeleton, SkeletonPage } from "@web/components/ui/skeleton";
import { notify } from "@web/components/ui/toast";
import { CarouselArrows, PhotoCounter } from "@web/components/carousel/carousel-controls";
import { PhotoCarousel, photoKeyHandler } from "@web/components/carousel/photo-carousel";
import { Thumbnails } from "@web/components/carousel/photo-thumbnails";
import { fetchClonedProperty } from "../api/boards";
import { isNotFound } from "../hooks/use-agent-board";
import { PageHead } from "@web/components/page-head";
import { formatDecimal } from "@domain/format/number";
import { pageHref } from "@domain/pages/page-routes";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { CARD_TEXTS, roomNoun } from "@domain/properties/card-texts";
import { PER_MONTH } from "@domain/format/money";
import { useLang } from "@web/lib/i18n/lang-context";
import { amenityName } from "@domain/listings/amenities";

type ClonedPropertyPageProps = {
  id: string;
  /** The board's link token (a client); the owning agent needs none. */
  token: string | null;
  /** What anyone else sees: the not-found page. */
  notFound: ReactNode;
  /** Under the price card: 'Reportar anuncio' (a client's, through the board's link). */
  report?: ReactNode;
};

/** /sc/{clonedPropertyId}: a board card's property as the agent shared it (photos and facts). */
export function ClonedPropertyPage({ id, token, notFound, report }: ClonedPropertyPageProps) {
  const lang = useLang();
  const query = useQuery({
    queryKey: ["cloned-property", id, token],
    queryFn: ({ signal }) => fetchClonedProperty(id, token, signal),
    staleTime: 0,
  });
  const failed = query.isError && !isNotFound(query.error);
  useEffect(() => {
    if (failed) notify.error(T.error[lang], T.propertyFailedToast[lang]);
  }, [failed, lang]);

  if (query.isPending) return <ClonedPropertySkeleton />;
  if (query.isError) {
    if (isNotFound(query.error) || (query.error as { status?: number }).status === 401) return notFound;
    return (
      <Container className="py-20 text-center">
        <PageHead title={T.property[lang]} />
        <h1 className="text-2xl font-semibold text-slate-900">{T.propertyFailed[lang]}</h1>
        <p className="mt-2 text-slate-600">{(lang === "es" ? COMMON_MESSAGES : COMMON_MESSAGES_EN).offline}</p>
        <Button className="mt-6" busy={query.isFetching} onClick={() => void query.refetch()}>
          {T.retry[lang]}
        </Button>
      </Container>
    );
  }
  return <ClonedProperty property={query.data} token={token} report={report} />;
}

function ClonedProperty({ property: p, token, report }: { property: ClonedPropertyDetail; token: string | null; report?: ReactNode }) {
  const lang = useLang();
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const typeLabel = PROPERTY_TYPE_NAMES[lang][p.property_type as PropertyType]?.singular ?? p.property_type;
  const operationLabel = OPERATION_NAMES[lang][p.operation_type as Operation] ?? "";
  const operation = p.operation_type === "renta" ? "renta" : "venta";
  const facts = [
    p.bedrooms > 0 && { Icon: BedDouble, label: capital(roomNoun("bedroom", 2, lang)), value: formatDecimal(p.bedrooms) },
    p.bathrooms > 0 && { Icon: Bath, label: capital(roomNoun("bathroom", 2, lang)), value: formatDecimal(p.bathrooms) },
    p.parking_spaces > 0 && { Icon: Car, label: capital(roomNoun("parking", 2, lang)), value: formatDecimal(p.parking_spaces) },
    p.built_surface !== null && { Icon: Building, label: T.builtArea[lang], value: formatArea(p.built_surface) },
    p.total_surface !== null && { Icon: Ruler, label: T.totalArea[lang], value: formatArea(p.total_surface) },
    p.maintenance !== null &&
      p.maintenance > 0 && { Icon: Receipt, label: T.maintenance[lang], value: `${formatPriceMXN(p.maintenance, lang)}${PER_MONTH[lang]}` },
  ].filter((f) => f !== false);

  return (
    <Container className="py-6 sm:py-8">
      <PageHead title={`${p.title} · Hogaria`} noindex />
      {token && (
        <Link
          to={pageHref.publicBoard(token)}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.backToBoard[lang]}
        </Link>
      )}
      <div className="mt-2 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Gallery images={p.images} title={p.title} />
          <p className="mt-6 text-sm font-semibold tracking-wide text-primary-800 uppercase">
            {[typeLabel, operationLabel].filter(Boolean).join(" · ")}
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">{p.title}</h1>
          <p className="mt-2 flex items-start gap-1.5 text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <span>{p.address && p.address !== p.neighborhood ? `${p.address}` : p.neighborhood}</span>
          </p>
          {p.description && (
            <section aria-labelledby="descripcion" className="mt-8">
              <h2 id="descripcion" className="text-lg font-semibold text-slate-900">
                {T.description[lang]}
              </h2>
              <p className="mt-2 whitespace-pre-line text-pretty text-slate-700">{p.description}</p>
            </section>
          )}
          {p.features.length > 0 && (
            <section aria-labelledby="amenidades" className="mt-8">
              <h2 id="amenidades" className="text-lg font-semibold text-slate-900">
                {T.features[lang]}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {p.features.map((feature) => (
                  <li key={feature} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    {amenityName(feature, lang)}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-card">
            <p className="text-sm text-slate-600">{T.price[lang]}</p>
            <p className="text-3xl font-semibold tracking-tight text-slate-900">{formatListingPrice(p.price, operation, lang)}</p>
            {facts.length > 0 && (
              <dl className="mt-5 grid grid-cols-2 gap-3">
                {facts.map(({ Icon, label, value }) => (
                  <div key={label} className="rounded-lg bg-slate-50 p-3">
                    <dt className="flex items-center gap-1.5 text-xs font-semibold text-slate-500">
                      <Icon aria-hidden="true" className="size-4" />
                      {label}
                    </dt>
                    <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p className="mt-5 flex items-start gap-2 text-sm text-slate-600">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
              {T.boardCopy[lang]}
            </p>
            {p.trust && <TrustBadges trust={p.trust} className="mt-3" />}
          </div>
          {needsSafetyAdvice(operation) && <SafetyAdvice className="mt-4" />}
          {report}
        </aside>
      </div>
    </Container>
  );
}

/** The shared photos, as on a listing's page: swipe, arrows, ←/→, a counter and thumbnails. */
function Gallery({ images, title }: { images: ClonedPropertyDetail["images"]; title: string }) {
  const lang = useLang();
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) {
    return (
      <div className="flex aspect-[3/2] flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-400">
        <House aria-hidden="true" className="size-12" />
        <span className="text-sm font-medium text-slate-500">{CARD_TEXTS.noPhotos[lang]}</span>
      </div>
    );
  }
  const onKeyDown = photoKeyHandler(index, count, setIndex);
  return (
    <section aria-label={T.photosOf[lang]} aria-roledescription={T.gallery[lang]} onKeyDown={onKeyDown}>
      <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-slate-900">
        <PhotoCarousel
          images={images}
          title={title}
          index={index}
          onIndexChange={setIndex}
          priority
          label={T.photos[lang]}
          className="absolute inset-0"
        />
        <CarouselArrows index={index} count={count} onIndexChange={setIndex} />
        {count > 1 && (
          <PhotoCounter
            index={index}
            count={count}
            className="absolute right-3 bottom-3 rounded-md bg-slate-950/70 px-2 py-1 text-xs font-semibold text-white"
          />
        )}
      </div>
      {count > 1 && <Thumbnails images={images} title={title} index={index} onSelect={setIndex} />}
    </section>
  );
}

function ClonedPropertySkeleton() {
  const lang = useLang();
  return (
    <SkeletonPage label={T.loadingProperty[lang]} className="py-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <Skeleton className="aspect-[3/2] rounded-xl" />
          <Skeleton className="mt-6 h-4 w-40" />
          <Skeleton className="mt-3 h-8 w-3/4" />
          <Skeleton className="mt-3 h-5 w-1/2" />
        </div>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
