import { forwardRef, type ComponentProps } from "react";
import { ChevronDown, UserRound } from "lucide-react";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

/** The 'Ingresar' button of the logged-out header. */
export const AccountTrigger = forwardRef<HTMLButtonElement, ComponentProps<"button">>(function AccountTrigger(props, ref) {
  const lang = useLang();
  return (
    <button
      ref={ref}
      type="button"
      className="group inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-slate-300 bg-white sm:pr-3 sm:pl-1.5 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:border-slate-400 hover:bg-slate-50 data-[state=open]:border-primary-600"
      {...props}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <UserRound aria-hidden="true" className="size-4" />
      </span>
      <span className="sr-only sm:not-sr-only">{T.enter[lang]}</span>
      <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180 sm:block" />
    </button>
  );
});
