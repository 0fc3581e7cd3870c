// What the dialogs that send a person's contact details (a call request, a message to an advertiser) share.
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Dialog, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { ContactHeaderLayout } from "./contact-dialog-parts";

export { ContactNameField, PrivacyNote } from "./contact-dialog-parts";

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
export function ContactDialogHeader({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <ContactHeaderLayout
      icon={icon}
      title={<DialogTitle className="text-xl">{title}</DialogTitle>}
      description={<DialogDescription className="text-base">{children}</DialogDescription>}
    />
  );
}
