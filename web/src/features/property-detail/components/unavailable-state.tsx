import type { ReactNode } from "react";
import { SearchX } from "lucide-react";
import { Container } from "@web/components/ui/container";
import { PageHead } from "@web/components/page-head";

type UnavailableStateProps = {
  message: string;
  detail: string;
  /** Links onward (back to the search, home). */
  children: ReactNode;
};

/** A listing or a link that is gone: what happened, and where to go from here. */
export function UnavailableState({ message, detail, children }: UnavailableStateProps) {
  return (
    <Container className="py-20 text-center sm:py-28">
      <PageHead noindex />
      <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mx-auto max-w-xl text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">{message}</h1>
      <p className="mx-auto mt-3 max-w-md text-pretty text-slate-600">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </Container>
  );
}
