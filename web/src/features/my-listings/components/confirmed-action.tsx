import type { RenewalQuote } from "@domain/billing/plan-holder";
import type { MyListing } from "@domain/listings/my-listing";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { confirmCopy, type ConfirmCall } from "../action-messages";
import { RenewDialog } from "./renew-dialog";
import { useLang } from "@web/lib/i18n/lang-context";
import { MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";

/** The question before closing, renewing or deleting: renewing says which passes pay for it. */
export function ConfirmedAction({
  confirm,
  copy,
  quote,
  busy,
  onClose,
  onConfirm,
}: {
  confirm: { listing: MyListing; call: ConfirmCall };
  copy: ReturnType<typeof confirmCopy> | null;
  quote: RenewalQuote | undefined;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  if (confirm.call === "renew") return <RenewDialog listing={confirm.listing} quote={quote} busy={busy} onConfirm={onConfirm} onClose={onClose} />;
  return <ConfirmCopyDialog copy={copy} busy={busy} onClose={onClose} onConfirm={onConfirm} />;
}

function ConfirmCopyDialog({
  copy,
  busy,
  onClose,
  onConfirm,
}: {
  copy: ReturnType<typeof confirmCopy> | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const lang = useLang();
  if (!copy) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={copy.title}
      description={copy.description}
      confirmLabel={copy.confirmLabel}
      cancelLabel={T.cancel[lang]}
      destructive={copy.destructive}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
