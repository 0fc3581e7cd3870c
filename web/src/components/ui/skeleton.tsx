import type { ComponentProps, ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { Container } from "./container";

/** A grey placeholder shaped like the content that is coming. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-slate-200/80", className)} {...props} />;
}

/** What a screen reader hears while the shapes are shown: the region is loading, and what. */
export function SkeletonStatus({ label }: { label: string }) {
  return (
    <span className="sr-only" role="status">
      {label}
    </span>
  );
}

/** A page body on its way, in the page's gutters: `label` for screen readers, the shapes for everyone else. */
export function SkeletonPage({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <Container className={className} aria-busy="true">
      <SkeletonStatus label={label} />
      {children}
    </Container>
  );
}

type SkeletonMediaProps = {
  /** The picture's size and corners (an avatar, a logo). */
  picture: string;
  /** The widths of the title line and the line under it. */
  lines: [string, string];
  /** The row's gap and margins. */
  className?: string;
};

/** A picture beside a title and a shorter line: the head of a card or a person. */
export function SkeletonMedia({ picture, lines: [title, subtitle], className }: SkeletonMediaProps) {
  return (
    <div className={cn("flex items-center", className)}>
      <Skeleton className={picture} />
      <div className="flex-1">
        <Skeleton className={cn("h-5", title)} />
        <Skeleton className={cn("mt-2 h-4", subtitle)} />
      </div>
    </div>
  );
}
