import { CircleCheck } from "lucide-react";

/** A white card beside a hero: a short title and a few checked lines. */
export function HighlightsCard({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="hidden w-80 rounded-2xl border border-slate-200 bg-white p-6 shadow-menu lg:block xl:w-96">
      <p className="font-semibold text-slate-900">{title}</p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
