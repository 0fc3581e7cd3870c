import { ArrowLeft } from "lucide-react";
import { ListNameForm } from "@web/components/list-name-form";
import { Button } from "@web/components/ui/button";
import type { FavoritesProperty } from "@web/lib/favorites-dialog";
import type { FavoritesLabels } from "@web/lib/favorites-labels";
import { FAVORITES_TEXT } from "@domain/favorites/favorites-text";
import { useText } from "@web/lib/i18n/lang-context";
import { useCreateList, useToggleInList } from "../hooks/use-favorites";

type CreateListFormProps = {
  userId: string;
  labels: FavoritesLabels;
  /** In add mode the new list gets the listing right away. */
  property: FavoritesProperty | null;
  onCancel: () => void;
  onCreated: () => void;
};

/**
 * The create-list sub-view, opened from the 'create new' card: a name, stored trimmed; create is disabled while
 * it is blank; Enter submits; 'Cancelar' goes back to the lists.
 */
export function CreateListForm({ userId, labels, property, onCancel, onCreated }: CreateListFormProps) {
  const t = useText();
  const create = useCreateList(userId, labels);
  const toggle = useToggleInList(userId, property ?? { id: "", title: "" }, labels);

  return (
    <ListNameForm
      label={labels.nameLabel}
      placeholder={labels.namePlaceholder}
      busy={create.isPending}
      onSubmit={(name) =>
        create.mutate(name, {
          onSuccess: (list) => {
            if (property) toggle.mutate({ list, add: true });
            onCreated();
          },
        })
      }
      actions={(blank) => (
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t(FAVORITES_TEXT.cancel)}
          </Button>
          <Button type="submit" disabled={blank} busy={create.isPending}>
            {labels.createSubmit}
          </Button>
        </div>
      )}
    />
  );
}
