import type { ReactNode } from "react";
import { Phone } from "lucide-react";
import { Container } from "@web/components/ui/container";
import { openCallRequest } from "@web/lib/call-request";

/** Closing band: a question, one line, and 'Te llamamos gratis' (opens the call-request dialog). */
export function CallUsBanner({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="call-us-title" className="pb-16 sm:pb-20">
      <Container>
        <div className="on-dark relative overflow-hidden rounded-2xl bg-primary-800 px-6 py-10 text-white shadow-card sm:px-10 sm:py-12">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-600/30 blur-3xl" />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h2 id="call-us-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
                {title}
              </h2>
              <div className="mt-2 text-primary-50">{children}</div>
            </div>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={(event) => openCallRequest(event.currentTarget)}
              className="inline-flex min-h-12 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-primary-800 shadow-sm transition-colors hover:bg-primary-50"
            >
              <Phone aria-hidden="true" className="size-5" />
              Te llamamos gratis
            </button>
          </div>
        </div>
      </Container>
    </section>
  );
}
