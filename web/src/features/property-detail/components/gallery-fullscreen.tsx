import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { PropertyImage } from "@domain/properties/property";
import { FullscreenDialog, FullscreenDialogContent, FullscreenDialogDescription, FullscreenDialogTitle } from "@web/components/ui/fullscreen-dialog";
import { CarouselArrows, PhotoCounter } from "@web/components/carousel/carousel-controls";
import { PhotoCarousel, photoKeyHandler } from "@web/components/carousel/photo-carousel";
import { Thumbnails } from "@web/components/carousel/photo-thumbnails";

type GalleryFullscreenProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: PropertyImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
};

/** The photos over the whole screen, at the same photo as the page's gallery; Escape closes. */
export default function GalleryFullscreen({ open, onOpenChange, images, title, index, onIndexChange }: GalleryFullscreenProps) {
  const t = PROPERTY_PAGE_TEXTS[useLang()];
  const count = images.length;
  const onKeyDown = photoKeyHandler(index, count, onIndexChange);

  return (
    <FullscreenDialog open={open} onOpenChange={onOpenChange}>
      <FullscreenDialogContent onKeyDown={onKeyDown}>
        <div className="flex min-h-16 items-center gap-4 py-2 pr-16 pl-[calc(1rem+env(safe-area-inset-left))]">
          <PhotoCounter index={index} count={count} className="shrink-0 text-lg font-semibold whitespace-nowrap" />
          <FullscreenDialogTitle className="truncate text-base font-semibold text-white/90">{title}</FullscreenDialogTitle>
          <FullscreenDialogDescription className="sr-only">{t.fullscreenHint}</FullscreenDialogDescription>
        </div>
        <div className="relative min-h-0 flex-1">
          <PhotoCarousel
            images={images}
            title={title}
            index={index}
            onIndexChange={onIndexChange}
            fit="contain"
            label={t.fullscreenLabel}
            className="absolute inset-0"
          />
          <CarouselArrows index={index} count={count} onIndexChange={onIndexChange} tone="dark" size="lg" />
        </div>
        <div className="px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
          <Thumbnails images={images} title={title} index={index} onSelect={onIndexChange} tone="dark" />
        </div>
      </FullscreenDialogContent>
    </FullscreenDialog>
  );
}
