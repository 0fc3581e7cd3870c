import { cn } from "@web/lib/cn";

/** ES / EN buttons. Spanish is the only language for now; EN has no behaviour yet. */
export function LanguageSwitch() {
  return (
    <div role="group" aria-label="Idioma" className="inline-flex rounded-lg bg-white/5 p-1 ring-1 ring-white/10">
      {[
        { code: "ES", name: "Español", pressed: true },
        { code: "EN", name: "English", pressed: false },
      ].map((lang) => (
        <button
          key={lang.code}
          type="button"
          aria-pressed={lang.pressed}
          title={lang.name}
          className={cn(
            "min-h-11 min-w-11 cursor-pointer rounded-md px-3 text-sm font-semibold transition-colors",
            lang.pressed ? "bg-white text-slate-900" : "text-slate-300 hover:text-white",
          )}
        >
          {lang.code}
        </button>
      ))}
    </div>
  );
}
