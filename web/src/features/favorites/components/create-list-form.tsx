import { useState } from "react";
import { ArrowLeft } from "lucide-react";
import { LIST_NAME_MAX } from "@domain/favorites/favorites";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import type { FavoritesProperty } from "@web/lib/favorites-dialog";
import type { FavoritesLabels } from "@web/lib/favorites-labels";
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
 * The create-list sub-view (SPEC 4, 5): a name, stored trimmed; create is disabled while
 * it is blank; Enter submits; 'Cancelar' goes back to the lists.
 */
export function CreateListForm({ userId, labels, property, onCancel, onCreated }: CreateListFormProps) {
  const [name, setName] = useState("");
  const create = useCreateList(userId, labels);
  const toggle = useToggleInList(userId, property ?? { id: "", title: "" });
  const blank = name.trim().length === 0;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || create.isPending) return;
        create.mutate(name.trim(), {
          onSuccess: (list) => {
            if (property) toggle.mutate({ list, add: true });
            onCreated();
          },
        });
      }}
    >
      <FormField label={labels.nameLabel}>
        {(field) => (
          <Input
            {...field}
            autoFocus
            value={name}
            maxLength={LIST_NAME_MAX}
            autoComplete="off"
            enterKeyHint="done"
            placeholder={labels.namePlaceholder}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Cancelar
        </Button>
        <Button type="submit" disabled={blank} busy={create.isPending}>
          {labels.createSubmit}
        </Button>
      </div>
    </form>
  );
}
