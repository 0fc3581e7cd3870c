import { useId, type ReactNode } from "react";

/** One part of "Mi perfil": a titled card. */
export function ProfileCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
