import type { ComponentProps } from "react";
import { Switch as Primitive } from "radix-ui";
import { cn } from "@web/lib/cn";

/**
 * An on/off switch (role=switch with aria-checked). Give it a label with htmlFor/id or
 * aria-label. The button is a 48 × 44 px touch target; the track drawn in it is 28 px
 * tall, and the margins keep the row's layout to the track's height.
 */
export function Switch({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        "group -my-2 inline-flex h-11 w-12 shrink-0 cursor-pointer items-center focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="relative inline-flex h-7 w-12 items-center rounded-full bg-slate-300 outline-offset-2 outline-primary-600 transition-colors group-focus-visible:outline-2 group-data-[state=checked]:bg-primary-700">
        <Primitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-6" />
      </span>
    </Primitive.Root>
  );
}
