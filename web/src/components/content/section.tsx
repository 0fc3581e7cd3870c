import type { ComponentProps, ReactNode } from "react";
import { Container } from "@web/components/ui/container";
import { cn } from "@web/lib/cn";

/** A content page's section title (h2): the size and weight every section heading shares. */
export function SectionTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl", className)} {...props} />;
}

/** A section's title and its one-line intro. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <SectionTitle id={id}>{title}</SectionTitle>
      {intro && <p className="mt-2 text-base text-pretty text-slate-600 sm:text-lg">{intro}</p>}
    </div>
  );
}

const TONES = {
  plain: "",
  /** A grey band between white sections. */
  muted: "border-y border-slate-200 bg-slate-50",
  /** A soft jade band. */
  primary: "border-y border-primary-100 bg-primary-50/60",
} as const;

type SectionProps = Omit<ComponentProps<"section">, "title"> & {
  /** The id of the section's h2, which names the section. */
  titleId: string;
  /** With a title the section opens with its heading (and intro); without one, put a SectionTitle inside. */
  title?: string;
  intro?: ReactNode;
  tone?: keyof typeof TONES;
  containerClassName?: string;
};

/** A band of a content page: vertical rhythm, the page's gutters and, usually, a heading. */
export function Section({ titleId, title, intro, tone = "plain", className, containerClassName, children, ...props }: SectionProps) {
  return (
    <section aria-labelledby={titleId} className={cn(TONES[tone], "py-16 sm:py-20", className)} {...props}>
      <Container className={containerClassName}>
        {title && <SectionHeading id={titleId} title={title} intro={intro} />}
        {children}
      </Container>
    </section>
  );
}
