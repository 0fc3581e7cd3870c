import { forwardRef, type ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { Avatar } from "@web/components/ui/avatar";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

type AvatarTriggerProps = ComponentProps<"button"> & { name: string; avatar: string | null };

/** The signed-in account button: the person's avatar (initials or photo) opening their menu. */
export const AvatarTrigger = forwardRef<HTMLButtonElement, AvatarTriggerProps>(function AvatarTrigger({ name, avatar, ...props }, ref) {
  const lang = useLang();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={T.yourAccount[lang]}
      className="group inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:border-slate-400 hover:bg-slate-50 data-[state=open]:border-primary-600 sm:pr-2.5 sm:pl-1.5"
      {...props}
    >
      <Avatar name={name} src={avatar} />
      <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180 sm:block" />
    </button>
  );
});
