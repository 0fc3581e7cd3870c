import { CONTACT_FORM_TEXTS } from "@domain/contact/contact-form-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { ComponentProps } from "react";
import { Dialog as Primitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@web/lib/cn";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof Primitive.Overlay>) {
  return (
    <Primitive.Overlay
      className={cn("fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in", className)}
      {...props}
    />
  );
}

/** A centred dialog with a title; traps focus and closes on Escape. */
export function DialogContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <OverlayPanel
      className={cn(
        "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-menu",
        className,
      )}
      {...props}
    />
  );
}

/** A modal panel over the dimmed page, with the close button in its top right corner; `className` places and sizes it. */
export function OverlayPanel({ children, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <DialogOverlay />
      <Primitive.Content {...props}>
        {children}
        <DialogCloseButton className="absolute top-3 right-3" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function DialogCloseButton({ className }: { className?: string }) {
  const closeLabel = CONTACT_FORM_TEXTS[useLang()].close;
  return (
    <Primitive.Close
      aria-label={closeLabel}
      className={cn(
        "inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900",
        className,
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </Primitive.Close>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn("text-lg font-semibold text-slate-900", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn("mt-1 text-sm text-slate-600", className)} {...props} />;
}
