import type { ComponentProps } from "react";
import { MX_COUNTRY_CODE, normalizePhoneInput } from "@domain/call-requests/phone";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";

type PhoneInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  /** The digits, for a controlled field; left out, the field keeps its own (a form read on submit). */
  value?: string;
  onValueChange?: (digits: string) => void;
};

/**
 * A Mexican phone number: '+52' shown before the field, and only digits kept, at most 10,
 * as you type or paste ('55 1234-5678' → '5512345678'). The caret stays after the digit
 * you just typed, even when a space or dash you typed is dropped.
 */
export function PhoneInput({ value, onValueChange, className, ...props }: PhoneInputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-1.5 left-0 flex items-center border-r border-slate-200 pr-2.5 pl-3 text-base text-slate-600"
      >
        {MX_COUNTRY_CODE}
      </span>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value}
        onChange={(event) => {
          const input = event.target;
          const raw = input.value;
          const digits = normalizePhoneInput(raw);
          if (digits !== raw) {
            const caret = normalizePhoneInput(raw.slice(0, input.selectionStart ?? raw.length)).length;
            input.value = digits;
            input.setSelectionRange(caret, caret);
          }
          onValueChange?.(digits);
        }}
        className={cn(inputClasses, "pl-16 tabular-nums", className)}
        {...props}
      />
    </div>
  );
}
