/** Title and one-line intro of a home section. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 text-base text-pretty text-slate-600 sm:text-lg">{intro}</p>}
    </div>
  );
}
