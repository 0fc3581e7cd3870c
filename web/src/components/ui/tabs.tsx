import type { ComponentProps } from "react";
import { Tabs as Primitive } from "radix-ui";
import { cn } from "@web/lib/cn";

export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return <Primitive.List className={cn("flex gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:none]", className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        "-mb-px min-h-11 shrink-0 cursor-pointer border-b-2 border-transparent px-4 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900",
        "data-[state=active]:border-primary-700 data-[state=active]:text-primary-800",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cn("pt-6 focus-visible:outline-offset-4", className)} {...props} />;
}
