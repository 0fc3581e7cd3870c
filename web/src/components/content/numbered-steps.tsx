import { cn } from "@web/lib/cn";

type Step = { title: string; text: string };

/** Steps in order, each with its number in a jade circle. */
export function NumberedSteps({ steps, className, stepClassName }: { steps: readonly Step[]; className: string; stepClassName?: string }) {
  return (
    <ol className={className}>
      {steps.map((step, i) => (
        <li key={step.title} className={cn("flex gap-4", stepClassName)}>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 font-semibold text-white">{i + 1}</span>
          <div>
            <h3 className="font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
