import type { Plan } from "@domain/billing/plans";
import { Button } from "@web/components/ui/button";
import type { Checkout } from "../hooks/use-plans";

type ChoosePlanButtonProps = {
  plan: Plan;
  checkout: Checkout;
  /** The person is subscribed to this plan: the button says so and is disabled. */
  current: boolean;
  /** The plan's title, which names what the button buys. */
  titleId: string;
  className: string;
};

/** 'Elegir' for a plan: 'Procesando...' while it is bought, 'Tu plan actual' when it is the person's plan; filled for the popular plan. */
export function ChoosePlanButton({ plan, checkout, current, titleId, className }: ChoosePlanButtonProps) {
  const processing = checkout.processingPlanId === plan.id;
  return (
    <Button
      className={className}
      variant={plan.badges.popular && !current ? "primary" : "outline"}
      busy={processing}
      disabled={current || !checkout.ready || (checkout.busy && !processing)}
      onClick={() => checkout.choose(plan)}
      aria-describedby={titleId}
    >
      {processing ? "Procesando..." : current ? "Tu plan actual" : "Elegir"}
    </Button>
  );
}
