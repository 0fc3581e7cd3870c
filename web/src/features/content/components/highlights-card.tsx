import { CheckList } from "@web/components/check-list";

/** A white card beside a hero: a short title and a few checked lines. */
export function HighlightsCard({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="hidden w-80 rounded-2xl border border-slate-200 bg-white p-6 shadow-menu lg:block xl:w-96">
      <p className="font-semibold text-slate-900">{title}</p>
      <CheckList items={items} emphasis className="mt-4 space-y-3 text-slate-700" />
    </div>
  );
}
