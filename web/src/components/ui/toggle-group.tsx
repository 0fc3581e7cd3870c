import type { ComponentProps } from "react";
import { ToggleGroup as Primitive } from "radix-ui";
import { cn } from "@web/lib/cn";

type SingleRootProps = Omit<ComponentProps<typeof Primitive.Root>, "type" | "value" | "onValueChange" | "defaultValue">;

/**
 * A segmented control with exactly one option pressed (radios with aria-checked).
 * Clicking the pressed option keeps it pressed.
 */
export function SegmentedControl({
  value,
  onValueChange,
  className,
  ...props
}: SingleRootProps & { value: string; onValueChange: (value: string) => void }) {
  return (
    <Primitive.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onValueChange(next)}
      className={cn("inline-flex rounded-xl bg-slate-100 p-1", className)}
      {...props}
    />
  );
}

export function SegmentedItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        "min-h-11 flex-1 cursor-pointer rounded-lg px-5 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900",
        "data-[state=on]:bg-white data-[state=on]:text-primary-800 data-[state=on]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}
