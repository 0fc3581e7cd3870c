import { useId, useState } from "react";
import type { z } from "zod";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";

export type ReasonButton = {
  label: string;
  variant?: "primary" | "outline" | "accent";
  /** The schema the reason must pass for this button (e.g. required to reject, optional to approve). */
  schema: z.ZodType<{ reason?: string }>;
  onSubmit: (reason: string | undefined) => void;
};

/**
 * The operator's reason and the buttons that act with it. Each button checks the reason
 * with its own schema (the worker's), shows the error under the field, and sends.
 */
export function ReasonForm({ label, hint, buttons, busy }: { label: string; hint: string; buttons: ReasonButton[]; busy: boolean }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const act = (button: ReasonButton) => {
    const parsed = button.schema.safeParse({ reason: reason.trim() === "" ? undefined : reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    button.onSubmit(parsed.data.reason);
  };
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <textarea
          id={id}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={cn(inputClasses, "min-h-20 py-2")}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
            {error}
          </p>
        )}
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {buttons.map((b) => (
          <Button key={b.label} type="button" variant={b.variant ?? "outline"} disabled={busy} onClick={() => act(b)}>
            {b.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
