import type { ComponentProps } from "react";
import { Switch as Primitive } from "radix-ui";
import { cn } from "@web/lib/cn";

/** An on/off switch (role=switch with aria-checked). Give it a label with htmlFor/id or aria-label. */
export function Switch({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors",
        "data-[state=checked]:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <Primitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-6" />
    </Primitive.Root>
  );
}
