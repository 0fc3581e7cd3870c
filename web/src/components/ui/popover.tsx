import type { ComponentProps } from "react";
import { Popover as Primitive } from "radix-ui";
import { cn } from "@web/lib/cn";

export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;
export const PopoverClose = Primitive.Close;

/** A floating panel under its trigger (filters, pickers); closes on Escape and outside clicks. */
export function PopoverContent({ className, sideOffset = 8, align = "start", ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={12}
        className={cn(
          "z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-menu data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}
