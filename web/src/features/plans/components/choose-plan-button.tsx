import { useId } from "react";
import { PRICING_TEXT as P } from "@domain/billing/billing-text";
import { useText } from "@web/lib/i18n/lang-context";
import type { Plan } from "@domain/billing/plans";
import { Button } from "@web/components/ui/button";
import { NativeDialog } from "@web/components/ui/native-dialog";
import { opensDialog } from "@web/components/ui/opens-dialog";
import type { Checkout } from "../hooks/use-plans";
import { SignInToChoose } from "./sign-in-to-choose";

type ChoosePlanButtonProps = {
  plan: Plan;
  checkout: Checkout;
  /** The person is subscribed to this plan: the button says so and is disabled. */
  current: boolean;
  /** The plan's title, which names what the button buys. */
  titleId: string;
  className: string;
};

/**
 * 'Elegir' for a plan: 'Procesando...' while it is bought, 'Tu plan actual' when it is the
 * person's plan; filled for the popular plan. Signed out, it opens "sign in to choose" beside
 * it in the page, which the browser does at the first tap, before the app's code has arrived.
 */
export function ChoosePlanButton({ plan, checkout, current, titleId, className }: ChoosePlanButtonProps) {
  const processing = checkout.processingPlanId === plan.id;
  const variant = plan.badges.popular && !current ? "primary" : "outline";
  const t = useText();
  if (checkout.signedOut) return <SignInToChooseButton plan={plan} titleId={titleId} className={className} variant={variant} />;
  return (
    <Button
      className={className}
      variant={variant}
      busy={processing}
      disabled={current || !checkout.ready || (checkout.busy && !processing)}
      onClick={() => checkout.choose(plan)}
      aria-describedby={titleId}
    >
      {t(processing ? P.processing : current ? P.yourPlan : P.choose)}
    </Button>
  );
}

function SignInToChooseButton({
  plan,
  titleId,
  className,
  variant,
}: {
  plan: Plan;
  titleId: string;
  className: string;
  variant: "primary" | "outline";
}) {
  const uid = useId();
  const dialogId = `elegir${uid}`;
  const t = useText();
  const close = () => (document.getElementById(dialogId) as HTMLDialogElement | null)?.close();
  return (
    <>
      <Button className={className} variant={variant} aria-haspopup="dialog" aria-describedby={titleId} {...opensDialog(dialogId)}>
        {t(P.choose)}
      </Button>
      <NativeDialog id={dialogId} titleId={`${uid}-title`} descriptionId={`${uid}-description`} className="max-w-md">
        <SignInToChoose
          plan={plan}
          title={
            <h2 id={`${uid}-title`} className="pr-10 text-xl font-semibold text-slate-900">
              {t(P.signInTitle)}
            </h2>
          }
          description={
            <p id={`${uid}-description`} className="mt-2 text-sm text-pretty text-slate-600">
              {t(P.signInText)}
            </p>
          }
          onNavigate={close}
        />
      </NativeDialog>
    </>
  );
}
