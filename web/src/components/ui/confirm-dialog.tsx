import type { ReactNode } from "react";
import { AlertDialog as Primitive } from "radix-ui";
import { cn } from "@web/lib/cn";
import { COMMON_UI_TEXT } from "@domain/pages/common-ui-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { Button } from "./button";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. '¿Estás seguro de que deseas eliminar el cliente "Ana"?' */
  description: ReactNode;
  /** What happens on confirm, e.g. 'Eliminar'. */
  confirmLabel: string;
  /** 'Cancelar' ('Cancel') unless told. */
  cancelLabel?: string;
  /** Destructive actions get the red button. */
  destructive?: boolean;
  /** While the action runs the dialog stays open and its buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  /** A field the answer needs (a password), between the question and the buttons. */
  children?: ReactNode;
};

/**
 * A yes/no question before an action that cannot be undone (role=alertdialog): focus starts
 * on 'Cancelar', Escape cancels. Confirming does not close it by itself; the caller closes
 * it when the action has finished (so a failure can be shown while it is still open).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const lang = useLang();
  return (
    <Primitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Primitive.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-menu data-[state=open]:animate-fade-in">
          <Primitive.Title className="text-lg font-semibold text-slate-900">{title}</Primitive.Title>
          <Primitive.Description className="mt-2 text-pretty text-slate-600">{description}</Primitive.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Primitive.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel ?? COMMON_UI_TEXT.cancel[lang]}
              </Button>
            </Primitive.Cancel>
            <Button busy={busy} onClick={onConfirm} className={cn(destructive && "bg-danger-700! hover:bg-danger-600! active:bg-danger-700!")}>
              {confirmLabel}
            </Button>
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
