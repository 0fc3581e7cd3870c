import { cn } from "@web/lib/cn";

/** The Hogaria house mark (same drawing as /favicon.svg). Decorative: name the link around it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary-700" />
      <path d="M16 6.8 5.9 15a1.1 1.1 0 0 0 .7 2H9v7a1.6 1.6 0 0 0 1.6 1.6h10.8A1.6 1.6 0 0 0 23 24v-7h2.4a1.1 1.1 0 0 0 .7-2Z" fill="#fff" />
      <path d="M13.8 25.6v-4.4a2.2 2.2 0 0 1 4.4 0v4.4Z" className="fill-accent-700" />
    </svg>
  );
}

/** Mark plus wordmark. */
export function BrandLogo({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <LogoMark />
      <span className={cn("text-xl font-semibold tracking-tight", tone === "dark" ? "text-slate-900" : "text-white")}>Hogaria</span>
    </span>
  );
}
