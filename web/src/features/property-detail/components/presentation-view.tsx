import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { Maximize, Minimize, RotateCcw } from "lucide-react";
import { displayArea, OPERATION_NAMES, PROPERTY_TYPE_NAMES, type PropertyDetail } from "@domain/properties/property";
import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { PRESENTATION_TEXTS as T } from "@domain/properties/share-texts";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { formatArea, formatListingPrice, formatPricePerM2 } from "@domain/format/money";
import { LogoMark } from "@web/components/brand-logo";
import { Skeleton, SkeletonStatus } from "@web/components/ui/skeleton";
import { isNotFound, usePresentation } from "../hooks/use-property-queries";
import { placeLine } from "../property-text";
import { CarouselArrows, PhotoCounter } from "@web/components/carousel/carousel-controls";
import { PhotoCarousel, photoKeyHandler } from "@web/components/carousel/photo-carousel";
import { PageHead } from "@web/components/page-head";
import { useBrowserValue } from "@web/lib/browser-value";
import { formatDecimal } from "@domain/format/number";
import { needsSafetyAdvice } from "@domain/trust/safety-advice";
import { SafetyAdvice } from "@web/components/safety-advice";
import { TrustBadges } from "@web/components/trust-badges";

/**
 * /p/{token}: what an agent shows a client on a screen. The photos as large as the screen
 * allows (swipe, ←/→, a big counter) and the key facts beside them (below on phones), with
 * no site navigation. Shown outside the app layout.
 */
export function PresentationView({ token, report }: { token: string; report?: ReactNode }) {
  const query = usePresentation(token);
  const t = useText();
  const page = PROPERTY_PAGE_TEXTS[useLang()];

  if (query.isPending) return <PresentationSkeleton />;
  if (query.isError) {
    const gone = isNotFound(query.error);
    return (
      <Screen>
        <PageHead title={gone ? t(T.goneTitle) : t(T.title)} noindex />
        <div className="m-auto max-w-md px-6 text-center">
          <LogoMark className="mx-auto size-12" />
          <h1 className="mt-6 text-2xl font-semibold text-balance">{gone ? t(T.gone) : t(T.loadFailed)}</h1>
          <p className="mt-3 text-white/70">{gone ? t(T.goneDetail) : page.loadFailedText}</p>
          {!gone && (
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="mt-8 inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-lg bg-white px-6 font-semibold text-slate-900 hover:bg-white/90"
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              {page.retry}
            </button>
          )}
        </div>
      </Screen>
    );
  }
  return <Presentation property={query.data} report={report} />;
}

function Screen({ children }: { children: ReactNode }) {
  // Photos beside the facts on wide screens and on phones held sideways; above them otherwise.
  return (
    <div className="on-dark flex min-h-dvh flex-col bg-slate-950 text-white landscape:h-dvh landscape:flex-row lg:h-dvh lg:flex-row">{children}</div>
  );
}

function Presentation({ property: p, report }: { property: PropertyDetail; report?: ReactNode }) {
  const [index, setIndex] = useState(0);
  const count = p.images.length;
  const t = useText();
  const page = PROPERTY_PAGE_TEXTS[useLang()];

  // The whole page is the presentation: ←/→ work wherever focus is.
  useEffect(() => {
    const step = photoKeyHandler(index, count, setIndex);
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      step(event);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, count]);

  return (
    <Screen>
      <PageHead title={t(T.titleOf)(p.title)} noindex />
      <section aria-label={page.photos} className="relative min-h-[56dvh] flex-1 landscape:min-h-0 lg:min-h-0">
        {count > 0 ? (
          <PhotoCarousel
            images={p.images}
            title={p.title}
            index={index}
            onIndexChange={setIndex}
            fit="contain"
            priority
            label={page.photosLabel}
            className="absolute inset-0"
          />
        ) : (
          <p className="absolute inset-0 flex items-center justify-center text-white/70">{page.noPhotos}</p>
        )}
        <CarouselArrows index={index} count={count} onIndexChange={setIndex} tone="dark" size="lg" />
        <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-3 p-3 sm:p-5">
          {count > 0 && (
            <PhotoCounter
              index={index}
              count={count}
              className="rounded-full bg-slate-950/70 px-4 py-1.5 text-2xl font-semibold backdrop-blur sm:text-3xl"
            />
          )}
          <FullscreenToggle />
        </div>
      </section>
      <PresentationFacts property={p} report={report} />
    </Screen>
  );
}

function PresentationFacts({ property: p, report }: { property: PropertyDetail; report?: ReactNode }) {
  const lang = useLang();
  const t = useText();
  const area = displayArea(p);
  const facts = [
    area !== null && { label: t(T.area), value: formatArea(area) },
    p.bedrooms > 0 && { label: t(T.bedrooms), value: String(p.bedrooms) },
    p.bathrooms > 0 && { label: t(T.bathrooms), value: formatDecimal(p.bathrooms) },
    p.parking_spaces > 0 && { label: t(T.parking), value: String(p.parking_spaces) },
  ].filter((f) => f !== false);
  const place = placeLine(p);

  return (
    <aside
      aria-labelledby="presentation-title"
      className="shrink-0 border-t border-white/10 bg-slate-900 px-5 pt-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] landscape:overflow-y-auto landscape:border-t-0 landscape:border-l landscape:max-lg:w-72 lg:flex lg:w-[24rem] lg:flex-col lg:p-8 2xl:w-[28rem]"
    >
      <p className="hidden items-center gap-2 text-sm font-semibold text-white/80 lg:flex">
        <LogoMark className="size-6" />
        Hogaria
      </p>
      <p className="text-sm font-semibold tracking-wide text-primary-300 uppercase lg:mt-8">
        {`${PROPERTY_TYPE_NAMES[lang][p.property_type].singular} · ${OPERATION_NAMES[lang][p.operation_type]}`}
      </p>
      <h1 id="presentation-title" className="mt-1 text-xl font-semibold text-balance lg:text-2xl">
        {p.title}
      </h1>
      <p className="mt-3 text-3xl font-semibold tracking-tight tabular-nums lg:mt-6 lg:text-5xl">
        <span className="sr-only">{t(T.price)}</span>
        {formatListingPrice(p.price, p.operation_type, lang)}
      </p>
      {p.price_per_m2 !== null && <p className="mt-1 text-white/70 tabular-nums lg:text-lg">{formatPricePerM2(p.price_per_m2, lang)}</p>}
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4 portrait:sm:max-lg:grid-cols-4 lg:mt-8 lg:gap-y-6">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold tracking-wide text-white/60 uppercase">{fact.label}</dt>
            <dd className="mt-0.5 text-xl font-semibold tabular-nums lg:text-3xl">{fact.value}</dd>
          </div>
        ))}
        {place && (
          <div className="col-span-2 portrait:sm:max-lg:col-span-4">
            <dt className="text-xs font-semibold tracking-wide text-white/60 uppercase">{t(T.colonia)}</dt>
            <dd className="mt-0.5 text-xl font-semibold lg:text-2xl">{place}</dd>
          </div>
        )}
      </dl>
      {/* The presenting agent's badges, and the advice on a rental. */}
      {p.trust && <TrustBadges trust={p.trust} className="mt-5 lg:mt-8" />}
      {needsSafetyAdvice(p.operation_type) && <SafetyAdvice className="mt-4" />}
      {report && <div className="mt-4 lg:mt-auto lg:pt-8">{report}</div>}
    </aside>
  );
}

const subscribeFullscreen = (onChange: () => void) => {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
};

const fullscreenAvailable = () => document.fullscreenEnabled;

/** 'Pantalla completa' through the Fullscreen API, where the browser offers it. */
function FullscreenToggle() {
  const active = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const available = useBrowserValue(fullscreenAvailable, false);
  const page = PROPERTY_PAGE_TEXTS[useLang()];
  if (!available) return null;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => {});
  };
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={toggle}
      className="pointer-events-auto ml-auto inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-full bg-slate-950/70 px-4 text-sm font-semibold backdrop-blur transition-colors hover:bg-slate-800"
    >
      {active ? <Minimize aria-hidden="true" className="size-5" /> : <Maximize aria-hidden="true" className="size-5" />}
      <span className="sr-only sm:not-sr-only">{page.fullscreen}</span>
    </button>
  );
}

function PresentationSkeleton() {
  const t = useText();
  return (
    <Screen>
      <SkeletonStatus label={t(T.loading)} />
      <div className="min-h-[56dvh] flex-1 landscape:min-h-0 lg:min-h-0" aria-hidden="true" />
      <div className="shrink-0 space-y-4 bg-slate-900 p-5 landscape:max-lg:w-72 lg:w-[24rem] lg:p-8 2xl:w-[28rem]" aria-hidden="true">
        <Skeleton className="h-4 w-40 bg-white/10!" />
        <Skeleton className="h-7 w-4/5 bg-white/10!" />
        <Skeleton className="h-10 w-1/2 bg-white/10!" />
        <Skeleton className="h-24 bg-white/10!" />
      </div>
    </Screen>
  );
}
