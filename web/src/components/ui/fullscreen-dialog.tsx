import { HEADER_TEXT } from "@domain/pages/shell-text";
import { useLang } from "@web/lib/i18n/lang-context";
import type { ComponentProps } from "react";
import { Dialog as Primitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@web/lib/cn";

export const FullscreenDialog = Primitive.Root;
export const FullscreenDialogTitle = Primitive.Title;
export const FullscreenDialogDescription = Primitive.Description;

/**
 * A dialog that takes the whole screen on a dark backdrop (photo viewers). Like every
 * dialog it traps focus, closes on Escape and needs a title; the close button sits top right.
 */
export function FullscreenDialogContent({ className, children, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        className={cn("on-dark fixed inset-0 z-50 flex flex-col bg-slate-950 text-white outline-none data-[state=open]:animate-fade-in", className)}
        {...props}
      >
        {children}
        <Primitive.Close
          aria-label={HEADER_TEXT.close[useLang()]}
          className="absolute top-[calc(0.5rem+env(safe-area-inset-top))] right-[calc(0.5rem+env(safe-area-inset-right))] inline-flex size-12 cursor-pointer items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
        >
          <X aria-hidden="true" className="size-6" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
