import { Plus } from "lucide-react";

/** The 'create new' card: opens the create-list sub-view. */
export function CreateCard({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      data-focus-key="create"
      onClick={onClick}
      className="flex min-h-16 w-full cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 px-3 py-2.5 text-left font-semibold text-primary-800 transition-colors hover:border-primary-600 hover:bg-primary-50"
    >
      <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-md bg-primary-100 text-primary-800">
        <Plus className="size-4" strokeWidth={3} />
      </span>
      {label}
    </button>
  );
}
