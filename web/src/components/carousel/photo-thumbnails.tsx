import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useEffect, useRef } from "react";
import { cn } from "@web/lib/cn";
import { photoAlt, type CarouselPhoto } from "./photo-alt";

type ThumbnailsProps = { images: CarouselPhoto[]; title: string; index: number; onSelect: (index: number) => void; tone?: "light" | "dark" };

/** A strip of small photos; the current one is outlined and kept in view. */
export function Thumbnails({ images, title, index, onSelect, tone = "light" }: ThumbnailsProps) {
  const lang = useLang();
  const t = PROPERTY_PAGE_TEXTS[lang];
  const strip = useRef<HTMLUListElement>(null);

  // Keep the current thumbnail in view by scrolling the strip only (never the page).
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    const left = item.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft) list.scrollTo({ left: left - 8 });
    else if (left + item.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: left + item.offsetWidth - list.clientWidth + 8 });
    }
  }, [index]);

  return (
    <ul
      ref={strip}
      aria-label={t.thumbnails}
      className={cn(
        // Room around the thumbnails for the current one's ring and the focus outline.
        "gap-2 overflow-x-auto p-2 [scrollbar-width:thin]",
        tone === "light" ? "-mx-2 mt-1 hidden sm:flex" : "flex justify-center-safe",
      )}
    >
      {images.map((image, i) => (
        <li key={`${image.url}-${i}`} className="shrink-0">
          <button
            type="button"
            aria-label={t.seePhoto(i + 1, images.length, photoAlt(image.alt, title, i, lang))}
            aria-current={i === index || undefined}
            onClick={() => onSelect(i)}
            className={cn(
              "block h-16 w-24 cursor-pointer overflow-hidden rounded-lg bg-slate-200 transition-[opacity,box-shadow] focus-visible:outline-offset-4",
              i === index
                ? tone === "light"
                  ? "ring-2 ring-primary-700 ring-offset-2"
                  : "ring-2 ring-white ring-offset-2 ring-offset-slate-950"
                : "opacity-70 hover:opacity-100",
            )}
          >
            <img
              src={image.thumbnail_url ?? image.url}
              alt=""
              width={96}
              height={64}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
