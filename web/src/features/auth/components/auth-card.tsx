import { AUTH_PAGE_TEXT as T } from "@domain/auth/auth-text";
import { useText } from "@web/lib/i18n/lang-context";
import type { ReactNode, Ref } from "react";
import { Container } from "@web/components/ui/container";
import { Skeleton } from "@web/components/ui/skeleton";
import { LogoMark } from "@web/components/brand-logo";
import { PageHead } from "@web/components/page-head";

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** An icon shown instead of the logo (e.g. on the 'Email Enviado' view). */
  icon?: ReactNode;
  /** Under the card, e.g. '¿No tienes cuenta? Regístrate'. */
  footer?: ReactNode;
  /** The heading, so a view that replaces another can move focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

/** The card every account page sits in: a soft band, the brand mark, a title and the form. */
export function AuthCard({ title, description, icon, footer, headingRef, children }: AuthCardProps) {
  return (
    <div className="bg-slate-50 py-10 sm:py-16">
      <PageHead title={`${title} · Hogaria`} />
      <Container>
        <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
          {icon ?? <LogoMark className="size-10" />}
          <h1 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight text-balance text-slate-900 focus:outline-none">
            {title}
          </h1>
          {description && <div className="mt-2 text-pretty text-slate-600">{description}</div>}
          {children && <div className="mt-6">{children}</div>}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </Container>
    </div>
  );
}

/** The round icon at the top of a status view (sent, invalid link). */
export function AuthCardIcon({ children, tone = "primary" }: { children: ReactNode; tone?: "primary" | "accent" }) {
  return (
    <span
      className={
        tone === "primary"
          ? "flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700"
          : "flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700"
      }
    >
      {children}
    </span>
  );
}

/** The fields' place while the session is being checked. */
export function AuthFormSkeleton({ fields = 2 }: { fields?: number }) {
  const t = useText();
  return (
    <div aria-busy="true" className="grid gap-5">
      <span className="sr-only" role="status">
        {t(T.loading)}
      </span>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i}>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-2 h-11" />
        </div>
      ))}
      <Skeleton className="mt-1 h-12" />
    </div>
  );
}

/** 'o' between the e-mail form and the Google button. */
export function OrDivider() {
  const t = useText();
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-500">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      {t(T.or)}
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
