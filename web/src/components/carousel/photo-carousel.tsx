import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useEffect, useLayoutEffect, useRef } from "react";
import { cn } from "@web/lib/cn";
import { useHydrated } from "@web/lib/browser-value";
import { photoSrcSet } from "@domain/listings/photo-sizes";
import { photoAlt, type CarouselPhoto } from "./photo-alt";

type PhotoCarouselProps = {
  images: CarouselPhoto[];
  /** The listing's title, for photos without their own alt text. */
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** cover fills the frame (the page's gallery); contain shows the whole photo (full screen). */
  fit?: "cover" | "contain";
  /** The first photo is above the fold: load it at once, with high priority. */
  priority?: boolean;
  /** A click (not a swipe) on a photo, e.g. to open it full screen. */
  onPhotoClick?: (index: number) => void;
  /** How wide the frame is on each screen, for the browser to pick a photo's size (the whole width when left out). */
  sizes?: string;
  label: string;
  className?: string;
};

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A row of photos with native scroll snapping: a finger swipes it on touch screens with
 * the phone's own momentum, and `index` moves it (arrow buttons, ←/→, thumbnails). The
 * photos next to the current one load ahead, so a swipe never lands on a blank frame.
 */
export function PhotoCarousel({
  images,
  title,
  index,
  onIndexChange,
  fit = "cover",
  priority = false,
  onPhotoClick,
  sizes = "100vw",
  label,
  className,
}: PhotoCarouselProps) {
  const t = PROPERTY_PAGE_TEXTS[useLang()];
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  /** The photos that have been in the page: they stay (see below). */
  const everShown = useRef(new Set<number>());
  // The slide a programmatic scroll is heading to: scroll events on the way there are not the person's.
  const heading = useRef<number | null>(null);
  const latest = useRef({ index, onIndexChange });
  latest.current = { index, onIndexChange };
  const mounted = useRef(false);

  // Move to `index` when it changes from outside (buttons, keys, thumbnails).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || el.clientWidth === 0) return;
    const instant = !mounted.current || reducedMotion();
    mounted.current = true;
    const current = Math.round(el.scrollLeft / el.clientWidth);
    if (current === index && heading.current === null) return;
    heading.current = index;
    el.scrollTo({ left: index * el.clientWidth, behavior: instant ? "instant" : "smooth" });
  }, [index]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const settle = () => {
      const width = el.clientWidth;
      if (!width) return;
      const at = el.scrollLeft / width;
      if (heading.current !== null) {
        if (Math.abs(at - heading.current) > 0.02) return;
        heading.current = null;
      }
      const next = Math.round(at);
      if (next !== latest.current.index) latest.current.onIndexChange(next);
    };
    // The person takes over: follow their finger, not the last button press.
    const takeOver = () => {
      heading.current = null;
    };
    const onScrollEnd = () => {
      heading.current = null;
      settle();
    };
    // Keep the current photo in place when the frame changes size (rotation, full screen).
    const resize = new ResizeObserver(() => {
      const left = latest.current.index * el.clientWidth;
      if (!el.clientWidth || Math.abs(el.scrollLeft - left) < 1) return;
      heading.current = latest.current.index;
      el.scrollTo({ left, behavior: "instant" });
    });
    resize.observe(el);
    el.addEventListener("scroll", settle, { passive: true });
    el.addEventListener("scrollend", onScrollEnd);
    el.addEventListener("touchstart", takeOver, { passive: true });
    el.addEventListener("wheel", takeOver, { passive: true });
    return () => {
      resize.disconnect();
      el.removeEventListener("scroll", settle);
      el.removeEventListener("scrollend", onScrollEnd);
      el.removeEventListener("touchstart", takeOver);
      el.removeEventListener("wheel", takeOver);
    };
  }, []);

  return (
    <div
      ref={ref}
      aria-label={label}
      aria-roledescription="carrusel"
      role="group"
      className={cn(
        "flex snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
        className,
      )}
    >
      {images.map((image, i) => {
        // Until the app runs, only the photo shown is in the page; then the ones beside it
        // too, so a swipe shows them, and a photo stays once it has been in. A phone's browser
        // fetches lazy photos a swipe away at once: all of them at first would share the
        // bandwidth of the page's largest image and of the code (and later of a dialog's).
        // The page's own gallery (priority) loads its photos at once, a card's lazily.
        const inPage = i === index || (hydrated && (Math.abs(i - index) <= 1 || everShown.current.has(i)));
        if (inPage) everShown.current.add(i);
        const eager = priority && inPage;
        const srcSet = photoSrcSet(image);
        return (
          <div
            key={`${image.url}-${i}`}
            role="group"
            aria-roledescription={t.photoRole}
            aria-label={t.photoOf(i + 1, images.length)}
            aria-hidden={i !== index || undefined}
            className="relative h-full w-full shrink-0 snap-center snap-always"
          >
            {inPage && (
              <img
                src={image.url}
                srcSet={srcSet}
                sizes={srcSet ? sizes : undefined}
                alt={photoAlt(image.alt, title, i)}
                width={image.width ?? 1200}
                height={image.height ?? 800}
                loading={eager ? "eager" : "lazy"}
                fetchPriority={priority && i === 0 ? "high" : undefined}
                decoding="async"
                draggable={false}
                onClick={onPhotoClick ? () => onPhotoClick(i) : undefined}
                className={cn("size-full select-none", fit === "cover" ? "object-cover" : "object-contain", onPhotoClick && "cursor-zoom-in")}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

/** ←/→ move through `count` photos (wrapping around), Home/End jump to the ends; null for other keys. */
export function stepForKey(key: string, index: number, count: number): number | null {
  if (count < 2) return null;
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/** A keydown handler for a gallery: ←/→, Home and End move through its photos (stepForKey); other keys pass by. */
export function photoKeyHandler(index: number, count: number, onIndexChange: (index: number) => void) {
  return (event: { key: string; preventDefault(): void }) => {
    const next = stepForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    onIndexChange(next);
  };
}
