import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide-react";
import { cn } from "@web/lib/cn";
import { COMMON_UI_TEXT } from "@domain/pages/common-ui-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { inputClasses } from "./input";

/** A password input with a show/hide toggle (aria-pressed, named for what it will do). */
export function PasswordInput({ className, ref, ...props }: Omit<ComponentProps<"input">, "type">) {
  const lang = useLang();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input ref={ref} type={visible ? "text" : "password"} className={cn(inputClasses, "pr-12", className)} {...props} />
      <button
        type="button"
        aria-label={(visible ? COMMON_UI_TEXT.hidePassword : COMMON_UI_TEXT.showPassword)[lang]}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
