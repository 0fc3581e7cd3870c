import { lazy, Suspense, useState } from "react";
import { Mail } from "lucide-react";
import { Button, type ButtonProps } from "@web/components/ui/button";
import type { LeadTarget } from "../api/leads";
import { loadLeadMessageDialog } from "../load-lead-message-dialog";

const LeadMessageDialog = lazy(loadLeadMessageDialog);

type SendMessageButtonProps = Omit<ButtonProps, "onClick" | "asChild" | "children"> & {
  /** The listing the message is about (its title and id start the message). */
  listing: { id: string; title: string };
  /** The listing's page, or the token of the agent's shared sheet the buyer is reading. */
  target: LeadTarget;
  /** 'Mensaje' (named 'Enviar mensaje' to screen readers), for a phone's bottom bar. */
  compact?: boolean;
};

/**
 * "Enviar mensaje" on a listing: opens the message dialog, whose code loads on first open
 * (or early, on hover or focus), so the page's first paint does not carry it.
 */
export function SendMessageButton({ listing, target, compact = false, variant = "outline", size = "lg", ...props }: SendMessageButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const preload = () => void loadLeadMessageDialog();

  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        {...props}
      >
        <Mail aria-hidden="true" className="size-5" />
        {compact ? (
          <span>
            <span className="sr-only">Enviar </span>Mensaje
          </span>
        ) : (
          "Enviar mensaje"
        )}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <LeadMessageDialog open={open} onOpenChange={setOpen} listing={listing} target={target} />
        </Suspense>
      )}
    </>
  );
}
