import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { lazy, Suspense, useState } from "react";
import { House, Maximize2 } from "lucide-react";
import type { PropertyImage } from "@domain/properties/property";
import { cn } from "@web/lib/cn";
import { CarouselArrows, PhotoCounter } from "@web/components/carousel/carousel-controls";
import { PhotoCarousel, photoKeyHandler } from "@web/components/carousel/photo-carousel";
import { Thumbnails } from "@web/components/carousel/photo-thumbnails";
import { serverStub } from "@web/lib/client-only";
import { GALLERY_SIZES } from "../gallery-sizes";

const loadFullscreen = () => (import.meta.env.SSR ? serverStub<typeof import("./gallery-fullscreen")>() : import("./gallery-fullscreen"));
const GalleryFullscreen = lazy(loadFullscreen);

type PropertyGalleryProps = { images: PropertyImage[]; title: string; className?: string };

/**
 * The listing's photos: the current one large (swipe on touch; ←/→ anywhere in the
 * gallery; arrow buttons), a '3 / 8' counter, thumbnails on wider screens, and a
 * full-screen viewer whose code loads on first use.
 */
export function PropertyGallery({ images, title, className }: PropertyGalleryProps) {
  const t = PROPERTY_PAGE_TEXTS[useLang()];
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  const count = images.length;

  if (count === 0) {
    return (
      <div
        className={cn(
          "flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500 sm:aspect-[3/2] sm:rounded-xl",
          className,
        )}
      >
        <House aria-hidden="true" className="size-10" />
        <p className="text-sm font-semibold">{t.noPhotos}</p>
      </div>
    );
  }

  const onKeyDown = photoKeyHandler(index, count, setIndex);
  const preload = () => void loadFullscreen();

  return (
    <section aria-label={t.photos} aria-roledescription={t.gallery} onKeyDown={onKeyDown} className={className}>
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-200 sm:aspect-[3/2] sm:rounded-xl">
        <PhotoCarousel
          images={images}
          title={title}
          index={index}
          onIndexChange={setIndex}
          priority
          onPhotoClick={() => setOpen(true)}
          sizes={GALLERY_SIZES}
          label={t.photosLabel}
          className="absolute inset-0"
        />
        <CarouselArrows index={index} count={count} onIndexChange={setIndex} />
        <PhotoCounter
          index={index}
          count={count}
          className="absolute bottom-3 left-3 rounded-full bg-slate-950/75 px-3 py-1 text-sm font-semibold text-white"
        />
        <button
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
          className="absolute right-3 bottom-3 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg bg-white/95 px-3 text-sm font-semibold text-slate-900 shadow-card transition-colors hover:bg-white"
        >
          <Maximize2 aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t.fullscreen}</span>
          <span className="sr-only">{t.seeAllPhotos(count)}</span>
        </button>
      </div>
      {count > 1 && <Thumbnails images={images} title={title} index={index} onSelect={setIndex} />}
      {loaded && (
        <Suspense fallback={null}>
          <GalleryFullscreen open={open} onOpenChange={setOpen} images={images} title={title} index={index} onIndexChange={setIndex} />
        </Suspense>
      )}
    </section>
  );
}
