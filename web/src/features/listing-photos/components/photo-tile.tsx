import { useEffect, useId, useState } from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Star, Trash2 } from "lucide-react";
import { PHOTO_LIMITS } from "@domain/listings/listing-limits";
import { PHOTO_ROOMS, type ListingPhoto } from "@domain/listings/my-listing";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import { PHOTO_ROOM_NAMES, PHOTO_TEXT as T } from "@domain/listings/photo-text";

export type CaptionChange = { caption: string | null; room_type: string | null };

type PhotoTileProps = {
  photo: ListingPhoto;
  index: number;
  total: number;
  /** Saves caption and room together; answers false when it did not save. */
  onSave: (photo: ListingPhoto, change: CaptionChange) => Promise<boolean>;
  onMakeMain: (photo: ListingPhoto) => void;
  onDelete: (photo: ListingPhoto) => void;
};

const overlayButton =
  "absolute top-1.5 flex size-11 items-center justify-center rounded-lg bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-900/10 transition-colors hover:bg-white hover:text-slate-900";

/**
 * A photo of the grid: drag it (mouse, or press and hold on touch) or use its 'Mover'
 * handle with the keyboard; the first is 'Principal'. Its caption is saved on blur and its
 * room as soon as it is chosen.
 */
export function PhotoTile({ photo, index, total, onSave, onMakeMain, onDelete }: PhotoTileProps) {
  const lang = useLang();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    attributes: { roleDescription: T.movable[lang] },
  });
  const captionId = useId();
  const roomId = useId();
  const n = index + 1;
  const first = index === 0;
  const [caption, setCaption] = useState(photo.caption ?? "");
  const [saving, setSaving] = useState(false);

  // What the server answered wins once it changes (another save, a reload).
  useEffect(() => setCaption(photo.caption ?? ""), [photo.caption]);

  const save = async (change: CaptionChange) => {
    setSaving(true);
    const ok = await onSave(photo, change);
    setSaving(false);
    if (!ok) setCaption(photo.caption ?? "");
  };

  const onCaptionBlur = () => {
    const next = caption.trim();
    if (next === (photo.caption ?? "")) return;
    void save({ caption: next || null, room_type: photo.room_type });
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={T.tile[lang](n, total, first)}
      aria-busy={saving || undefined}
      className={cn(
        "relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card",
        isDragging && "z-10 opacity-60 shadow-menu ring-2 ring-primary-600",
      )}
    >
      <div
        {...listeners}
        className="relative aspect-[4/3] cursor-grab touch-manipulation overflow-hidden bg-slate-100 select-none [-webkit-touch-callout:none]"
      >
        <img
          src={photo.thumbnail_url ?? photo.url}
          alt={photo.alt ?? T.photoN[lang](n)}
          width={photo.width ?? 480}
          height={photo.height ?? 360}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="size-full object-cover"
        />
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={T.moveN[lang](n)}
          title={T.move[lang]}
          className={cn(overlayButton, "left-1.5 cursor-grab active:cursor-grabbing")}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => onDelete(photo)}
          aria-label={T.deleteN[lang](n)}
          title={T.delete[lang]}
          className={cn(overlayButton, "right-1.5 hover:text-danger-700")}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
        {first && (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-md bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            {T.main[lang]}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-2 sm:p-3">
        <div>
          <label htmlFor={captionId} className="mb-1 block text-xs font-semibold text-slate-700">
            {T.caption[lang]}
          </label>
          <input
            id={captionId}
            value={caption}
            maxLength={PHOTO_LIMITS.captionMax}
            placeholder={T.captionPlaceholder[lang]}
            onChange={(event) => setCaption(event.target.value)}
            onBlur={onCaptionBlur}
            onKeyDown={(event) => {
              if (event.key === "Enter") event.currentTarget.blur();
            }}
            className={cn(inputClasses, "text-sm")}
          />
        </div>
        <div>
          <label htmlFor={roomId} className="mb-1 block text-xs font-semibold text-slate-700">
            {T.room[lang]}
          </label>
          <select
            id={roomId}
            value={photo.room_type ?? ""}
            onChange={(event) => void save({ caption: caption.trim() || null, room_type: event.target.value || null })}
            className={cn(inputClasses, "cursor-pointer pr-8 text-sm")}
          >
            <option value="">{T.noRoom[lang]}</option>
            {PHOTO_ROOMS.map((room) => (
              <option key={room} value={room}>
                {PHOTO_ROOM_NAMES[room][lang]}
              </option>
            ))}
          </select>
        </div>
        {!first && (
          <Button variant="outline" size="sm" className="mt-auto min-h-11 w-full" onClick={() => onMakeMain(photo)} aria-label={T.makeMainN[lang](n)}>
            <Star aria-hidden="true" className="hidden size-4 sm:block" />
            {T.makeMain[lang]}
          </Button>
        )}
      </div>
    </li>
  );
}
