import { useCallback, useRef } from "react";
import { notify } from "@web/components/ui/toast";
import { createListingDraft } from "../api/listings";

/**
 * The listing's id for what needs one (autosave, a photo's upload, publishing). A new
 * listing has none until its first change: the borrador is created then, once, and never
 * by opening /publicar. A failed creation says why and is tried again at the next need.
 */
export function useDraftId(initial: string | null, onCreated?: (id: string) => void): () => Promise<string> {
  const id = useRef(initial);
  const creating = useRef<Promise<string> | null>(null);
  const created = useRef(onCreated);
  created.current = onCreated;

  return useCallback(() => {
    if (id.current) return Promise.resolve(id.current);
    creating.current ??= createListingDraft()
      .then((editor) => {
        id.current = editor.id;
        created.current?.(editor.id);
        return editor.id;
      })
      .catch((error: unknown) => {
        notify.error("No se pudo empezar la publicación", error instanceof Error ? error.message : undefined);
        throw error;
      })
      .finally(() => {
        creating.current = null;
      });
    return creating.current;
  }, []);
}
