import { AUTH_PAGE_TEXT as T, messageIn } from "@domain/auth/auth-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { Check, Circle } from "lucide-react";
import { checkPassword } from "@domain/auth/password";
import { cn } from "@web/lib/cn";

// The four rules in the words of domain/auth/password.ts (an empty password fails them all).
const RULES = checkPassword("").messages;

/** A live checklist under a new-password field; each rule ticks as it is met. */
export function PasswordRules({ password }: { password: string }) {
  const missing = new Set(checkPassword(password).messages);
  const lang = useLang();
  const t = useText();
  return (
    <ul className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-2">
      {RULES.map((rule) => {
        const met = !missing.has(rule);
        return (
          <li key={rule} className={cn("flex items-center gap-1.5", met ? "text-primary-800" : "text-slate-600")}>
            {met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
            )}
            {messageIn(rule, lang)}
            <span className="sr-only">{t(met ? T.ruleMet : T.rulePending)}</span>
          </li>
        );
      })}
    </ul>
  );
}
