import { useId } from "react";
import { UserPlus } from "lucide-react";
import { ListNameForm } from "@web/components/list-name-form";
import { Button } from "@web/components/ui/button";
import { useCreateClient } from "../hooks/use-client-lists";
import { CLIENT_LABELS } from "@web/lib/favorites-labels";
import { CLIENT_LISTS_TEXT as T } from "@domain/favorites/client-lists-text";
import { useLang } from "@web/lib/i18n/lang-context";

type NewClientFormProps = {
  userId: string;
  onClose: () => void;
};

/**
 * 'Nuevo Cliente' on /mis-clientes: the client's name (not blank once trimmed), 'Cancelar' and 'Crear
 * Cliente', which says 'Creando...' meanwhile and stays disabled while the name is blank.
 * Enter submits. The name is stored trimmed.
 */
export function NewClientForm({ userId, onClose }: NewClientFormProps) {
  const headingId = useId();
  const lang = useLang();
  const create = useCreateClient(userId);

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-primary-200 bg-primary-50/60 p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <UserPlus aria-hidden="true" className="size-5 text-primary-700" />
        {T.newClient[lang]}
      </h2>
      <ListNameForm
        label={CLIENT_LABELS[lang].nameLabel}
        placeholder={T.namePlaceholder[lang]}
        busy={create.isPending}
        onSubmit={(name) => create.mutate(name, { onSuccess: onClose })}
        onEscape={() => {
          if (!create.isPending) onClose();
        }}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        fieldClassName="min-w-0 flex-1"
        actions={(blank) => (
          <div className="flex gap-2">
            <Button variant="outline" onClick={onClose} disabled={create.isPending} className="flex-1 sm:flex-none">
              {T.cancel[lang]}
            </Button>
            <Button type="submit" disabled={blank} busy={create.isPending} className="flex-1 sm:flex-none">
              {create.isPending ? T.creating[lang] : T.create[lang]}
            </Button>
          </div>
        )}
      />
    </section>
  );
}
