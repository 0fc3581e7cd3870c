import { useMemo, useRef, useState, type DragEvent } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { ImagePlus } from "lucide-react";
import { PHOTO_LIMITS } from "@domain/listings/listing-limits";
import type { ListingPhoto } from "@domain/listings/my-listing";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { notify } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { deleteListingPhoto, updateListingPhotos, type PhotoChanges } from "../api/listing-photos";
import { usePhotoUploads } from "../hooks/use-photo-uploads";
import { moveId, PHOTO_ACCEPT, photoCountLabel, sortPhotos } from "../photo-files";
import { PhotoTile, type CaptionChange } from "./photo-tile";
import { UploadList } from "./upload-list";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";
import type { Lang } from "@domain/i18n/lang";
import { useLang } from "@web/lib/i18n/lang-context";
import { PHOTO_TEXT as T } from "@domain/listings/photo-text";

export type PhotoManagerProps = {
  /** The listing the photos belong to; asked when a photo is sent (a new listing is created then). */
  listingId: () => Promise<string>;
  /** The listing's title, for the section's context. */
  title: string;
  photos: ListingPhoto[];
  onPhotosChange?: (photos: ListingPhoto[]) => void;
};

const messageOf = (error: unknown, lang: Lang) => failureText(error, (lang === "es" ? COMMON_MESSAGES : COMMON_MESSAGES_EN).unexpected);

/**
 * A listing's photos while publishing: add them (button or drop; each one resized in the
 * browser and uploaded with its progress, two at a time), order them by dragging (mouse,
 * touch, keyboard; the first is the main photo), caption them, label their room, delete.
 */
export function PhotoManager({ listingId, title, photos, onPhotosChange }: PhotoManagerProps) {
  const lang = useLang();
  const [items, setItems] = useState(() => sortPhotos(photos));
  const [seen, setSeen] = useState(photos);
  if (photos !== seen) {
    setSeen(photos);
    setItems(sortPhotos(photos));
  }
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dropping, setDropping] = useState(false);
  const [toDelete, setToDelete] = useState<ListingPhoto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const onChangeRef = useRef(onPhotosChange);
  onChangeRef.current = onPhotosChange;

  const show = (next: ListingPhoto[]) => {
    itemsRef.current = next;
    setItems(next);
  };
  const commit = (next: ListingPhoto[]) => {
    show(next);
    onChangeRef.current?.(next);
  };

  const { uploads, addFiles, retry, dismiss } = usePhotoUploads(listingId, PHOTO_LIMITS.maxPhotos - items.length, (photo) =>
    commit(sortPhotos([...itemsRef.current.filter((p) => p.id !== photo.id), photo])),
  );

  const save = async (changes: PhotoChanges, optimistic?: ListingPhoto[]): Promise<boolean> => {
    const previous = itemsRef.current;
    if (optimistic) show(optimistic);
    try {
      commit(sortPhotos(await updateListingPhotos(await listingId(), changes)));
      return true;
    } catch (error) {
      if (optimistic) show(previous);
      notify.error(messageOf(error, lang));
      return false;
    }
  };

  /** A new order; its first photo becomes the main one. */
  const saveOrder = (ids: string[]) => {
    const byId = new Map(itemsRef.current.map((p) => [p.id, p]));
    const optimistic = ids.map((id, i) => ({ ...byId.get(id)!, display_order: i, is_main: i === 0 }));
    return save({ order: ids, main_id: ids[0] }, optimistic);
  };

  const makeMain = async (photo: ListingPhoto) => {
    if (
      await saveOrder(
        moveId(
          itemsRef.current.map((p) => p.id),
          photo.id,
          0,
        ),
      )
    )
      notify.success(T.mainUpdated[lang]);
  };

  const saveCaption = (photo: ListingPhoto, change: CaptionChange) => save({ captions: [{ id: photo.id, ...change }] });

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteListingPhoto(await listingId(), toDelete.id);
      const rest = itemsRef.current.filter((p) => p.id !== toDelete.id);
      commit(toDelete.is_main && rest[0] ? [{ ...rest[0], is_main: true }, ...rest.slice(1)] : rest);
      setToDelete(null);
      notify.success(T.deleted[lang]);
    } catch (error) {
      notify.error(messageOf(error, lang));
    } finally {
      setDeleting(false);
    }
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = itemsRef.current.map((p) => p.id);
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    void saveOrder(arrayMove(ids, from, to));
  };

  // Positions are told against the order the drag started from (where a drop lands).
  const dragStartIds = useRef<string[]>([]);
  const announcements: Announcements = useMemo(() => {
    const position = (id: string | number) => {
      const ids = dragStartIds.current.length ? dragStartIds.current : itemsRef.current.map((p) => p.id);
      return T.position[lang](ids.indexOf(String(id)) + 1, ids.length);
    };
    return {
      onDragStart: ({ active }) => T.picked[lang](position(active.id)),
      onDragOver: ({ over }) => (over ? T.over[lang](position(over.id)) : T.overNothing[lang]),
      onDragEnd: ({ over }) => (over ? T.dropped[lang](position(over.id)) : T.droppedNowhere[lang]),
      onDragCancel: ({ active }) => T.cancelled[lang](position(active.id)),
    };
  }, [lang]);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");
  const full = items.length >= PHOTO_LIMITS.maxPhotos;

  return (
    <section aria-label={T.photosOf[lang](title)} className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-slate-800" aria-live="polite">
          {photoCountLabel(items.length, lang)}
        </p>
        {items.length > 1 && <p className="hidden text-sm text-slate-600 sm:block">{T.dragToOrder[lang]}</p>}
      </div>

      <div
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = full ? "none" : "copy";
          setDropping(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
        }}
        onDrop={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropping(false);
          addFiles(Array.from(event.dataTransfer.files));
        }}
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors",
          dropping ? "border-primary-500 bg-primary-50" : "border-slate-300 bg-slate-50",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-primary-700" />
        <p className="text-sm text-slate-700">
          <span className="hidden sm:inline">{T.dropHere[lang]}</span>
          {T.types[lang]}
        </p>
        <Button onClick={() => inputRef.current?.click()} disabled={full}>
          <ImagePlus aria-hidden="true" className="size-5" />
          {T.add[lang]}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-label={T.choose[lang]}
          tabIndex={-1}
          className="hidden"
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
      </div>

      <UploadList uploads={uploads} onRetry={retry} onDismiss={dismiss} />

      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none[lang]}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions: { draggable: T.instructions[lang] } }}
          onDragStart={() => (dragStartIds.current = itemsRef.current.map((p) => p.id))}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={items.map((p) => p.id)} strategy={rectSortingStrategy}>
            <ul aria-label={T.listingPhotos[lang]} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 lg:gap-4">
              {items.map((photo, index) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  index={index}
                  total={items.length}
                  onSave={saveCaption}
                  onMakeMain={makeMain}
                  onDelete={setToDelete}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={T.deleteTitle[lang]}
        description={T.deleteText[lang]}
        confirmLabel={T.delete[lang]}
        cancelLabel={T.cancel[lang]}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
