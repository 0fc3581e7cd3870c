import type { ComponentProps } from "react";
import { Dialog as Primitive } from "radix-ui";
import { cn } from "@web/lib/cn";
import { OverlayPanel } from "./dialog";

export const Sheet = Primitive.Root;
export const SheetTrigger = Primitive.Trigger;
export const SheetClose = Primitive.Close;
export const SheetTitle = Primitive.Title;

/** A panel that slides in from the left edge; used for the mobile menu. */
export function SheetContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <OverlayPanel
      className={cn(
        "fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100%-3rem))] flex-col bg-white shadow-menu data-[state=open]:animate-slide-in-left",
        className,
      )}
      {...props}
    />
  );
}
