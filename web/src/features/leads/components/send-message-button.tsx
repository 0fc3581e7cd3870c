import { CONTACT_FORM_TEXTS } from "@domain/contact/contact-form-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useId } from "react";
import { Mail } from "lucide-react";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { opensDialog } from "@web/components/ui/opens-dialog";
import type { LeadTarget } from "../api/leads";
import { LeadMessageDialog } from "./lead-message-dialog";

type SendMessageButtonProps = Omit<ButtonProps, "onClick" | "asChild" | "children"> & {
  /** The listing the message is about (its title and id start the message). */
  listing: { id: string; title: string };
  /** The listing's page, or the token of the agent's shared sheet the buyer is reading. */
  target: LeadTarget;
  /** 'Mensaje' (named 'Enviar mensaje' to screen readers), for a phone's bottom bar. */
  compact?: boolean;
};

/**
 * "Enviar mensaje" on a listing, with its form beside it in the page: the browser opens the
 * form at the first tap, before the app's code has arrived (lead-message-dialog.tsx).
 */
export function SendMessageButton({ listing, target, compact = false, variant = "outline", size = "lg", ...props }: SendMessageButtonProps) {
  const dialogId = `mensaje${useId()}`;
  const t = CONTACT_FORM_TEXTS[useLang()];
  return (
    <>
      <Button variant={variant} size={size} aria-haspopup="dialog" {...opensDialog(dialogId)} {...props}>
        <Mail aria-hidden="true" className="size-5" />
        {compact ? (
          <span>
            <span className="sr-only">{t.sendHidden}</span>
            {t.sendShort}
          </span>
        ) : (
          t.send
        )}
      </Button>
      <LeadMessageDialog id={dialogId} listing={listing} target={target} />
    </>
  );
}
