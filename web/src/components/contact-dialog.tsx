// What the dialogs that send a person's contact details (a call request, a message to an advertiser) share.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { LucideIcon } from "lucide-react";
import { Dialog, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";

/** A dialog that stays while its form is on its way: it closes on success, or shows what failed. */
export function FormDialog({
  open,
  onOpenChange,
  submitting,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && submitting) return;
        onOpenChange(next);
      }}
    >
      {children}
    </Dialog>
  );
}

/** The dialog's icon in a circle beside its title and description. */
export function ContactDialogHeader({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-4 pr-8">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <DialogTitle className="text-xl">{title}</DialogTitle>
        <DialogDescription className="text-base">{children}</DialogDescription>
      </div>
    </div>
  );
}

/** 'Nombre': the person's name, as they want to be addressed. */
export function ContactNameField({ error, input }: { error: string | undefined; input: UseFormRegisterReturn }) {
  return (
    <FormField label="Nombre" error={error}>
      {(field) => <Input {...field} {...input} autoComplete="name" autoCapitalize="words" enterKeyHint="next" placeholder="¿Cómo te llamas?" />}
    </FormField>
  );
}

/** Under the form: what the details are used for, then a link to the privacy notice (which closes the dialog). */
export function PrivacyNote({ onNavigate, children }: { onNavigate: () => void; children: ReactNode }) {
  return (
    <p className="mt-4 text-center text-sm text-slate-600">
      {children} Consulta nuestro{" "}
      <Link
        to="/privacidad"
        onClick={onNavigate}
        className="font-semibold whitespace-nowrap text-primary-700 underline underline-offset-4 hover:text-primary-900"
      >
        Aviso de privacidad
      </Link>
      .
    </p>
  );
}
