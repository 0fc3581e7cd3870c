import { useId, type ReactNode } from "react";
import { CircleAlert } from "lucide-react";

/** The props a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
};

type FormFieldProps = {
  label: ReactNode;
  /** Help under the control (below the error, if there is one). */
  hint?: ReactNode;
  /** The field's error, right under the control. */
  error?: string;
  /** Something on the label's line, right-aligned (e.g. '¿Olvidaste tu contraseña?'). */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled form field (UI.md "Forms"): visible label, the control, then its error tied
 * with aria-invalid and aria-describedby, and an optional hint.
 */
export function FormField({ label, hint, error, labelAside, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </div>
      )}
    </div>
  );
}
