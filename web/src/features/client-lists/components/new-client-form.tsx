import { useId, useState } from "react";
import { UserPlus } from "lucide-react";
import { LIST_NAME_MAX } from "@domain/favorites/favorites";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useCreateClient } from "../hooks/use-client-lists";
import { CLIENT_LABELS as L } from "@web/lib/favorites-labels";

type NewClientFormProps = {
  userId: string;
  onClose: () => void;
};

/**
 * 'Nuevo Cliente' (SPEC 2 "/mis-clientes", 5): the client's name, 'Cancelar' and 'Crear
 * Cliente', which says 'Creando...' meanwhile and stays disabled while the name is blank.
 * Enter submits. The name is stored trimmed.
 */
export function NewClientForm({ userId, onClose }: NewClientFormProps) {
  const headingId = useId();
  const [name, setName] = useState("");
  const create = useCreateClient(userId);
  const blank = name.trim().length === 0;

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-primary-200 bg-primary-50/60 p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <UserPlus aria-hidden="true" className="size-5 text-primary-700" />
        Nuevo Cliente
      </h2>
      <form
        noValidate
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (blank || create.isPending) return;
          create.mutate(name.trim(), { onSuccess: onClose });
        }}
      >
        <FormField label={L.nameLabel} className="min-w-0 flex-1">
          {(field) => (
            <Input
              {...field}
              autoFocus
              value={name}
              maxLength={LIST_NAME_MAX}
              autoComplete="off"
              enterKeyHint="done"
              placeholder="Ej. Familia Pérez"
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape" && !create.isPending) onClose();
              }}
            />
          )}
        </FormField>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onClose} disabled={create.isPending} className="flex-1 sm:flex-none">
            Cancelar
          </Button>
          <Button type="submit" disabled={blank} busy={create.isPending} className="flex-1 sm:flex-none">
            {create.isPending ? "Creando..." : "Crear Cliente"}
          </Button>
        </div>
      </form>
    </section>
  );
}
