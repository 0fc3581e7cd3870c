import type { ReactNode } from "react";
import { Container } from "@web/components/ui/container";
import { cn } from "@web/lib/cn";

/** The white button or link on a dark banner. */
export const bannerActionClasses =
  "inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-primary-800 shadow-sm transition-colors hover:bg-primary-50";

type DarkBannerProps = {
  /** The id of the banner's h2, which names it. */
  titleId: string;
  title: string;
  /** A small label over the title. */
  eyebrow?: ReactNode;
  /** One line under the title. */
  children: ReactNode;
  /** The banner's one button or link (styled with bannerActionClasses). */
  action: ReactNode;
};

/** A content page's closing band: dark jade, a title, a line and one action. */
export function DarkBanner({ titleId, title, eyebrow, children, action }: DarkBannerProps) {
  return (
    <section aria-labelledby={titleId} className="pb-16 sm:pb-20">
      <Container>
        <div className="on-dark relative overflow-hidden rounded-2xl bg-primary-800 px-6 py-10 text-white shadow-card sm:px-10 sm:py-12">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-600/30 blur-3xl" />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              {eyebrow}
              <h2 id={titleId} className={cn("text-2xl font-semibold tracking-tight sm:text-3xl", Boolean(eyebrow) && "mt-4")}>
                {title}
              </h2>
              <div className="mt-2 text-primary-50">{children}</div>
            </div>
            {action}
          </div>
        </div>
      </Container>
    </section>
  );
}
