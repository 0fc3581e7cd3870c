import { Link } from "react-router";
import { CreditCard, Search } from "lucide-react";
import { CHECKOUT_MESSAGES } from "@domain/billing/checkout-messages";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import type { Plan } from "@domain/billing/plans";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import type { Checkout } from "../hooks/use-plans";
import { PlanSummary, SignInToChoose } from "./sign-in-to-choose";
import { pagePath } from "@domain/pages/page-routes";

/**
 * Why 'Elegir' did not go to the payment, and the way on: signed out, sign in or create an
 * agent's (or agency's) account and come back to this plan (a card's own 'Elegir' opens that
 * in the page, choose-plan-button.tsx; this dialog shows it for the comparison's); a
 * searcher's account, why plans are not for it; back from signing in, the chosen plan's
 * payment, one click away.
 */
export function PlanGateDialog({ checkout }: { checkout: Checkout }) {
  const gate = checkout.gate;
  return (
    <Dialog open={gate !== null} onOpenChange={(open) => !open && checkout.closeGate()}>
      <DialogContent className="max-w-md">
        {gate?.reason === "signed-out" && (
          <SignInToChoose
            plan={gate.plan}
            title={<DialogTitle className="pr-10 text-xl">{COMMON_MESSAGES.signInToSubscribeTitle}</DialogTitle>}
            description={<DialogDescription className="mt-2 text-pretty">{COMMON_MESSAGES.signInToSubscribe}</DialogDescription>}
            onNavigate={checkout.closeGate}
          />
        )}
        {gate?.reason === "searcher" && <SearcherAccount onNavigate={checkout.closeGate} />}
        {gate?.reason === "resume" && <ResumeCheckout plan={gate.plan} checkout={checkout} />}
      </DialogContent>
    </Dialog>
  );
}

function SearcherAccount({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <DialogTitle className="pr-10 text-xl">Tu cuenta es para buscar propiedad</DialogTitle>
      <DialogDescription className="mt-2 text-base text-pretty">
        {CHECKOUT_MESSAGES.agentsOnly} Si eres agente o tienes una inmobiliaria, crea una cuenta de ese tipo con otro correo electrónico para
        publicar.
      </DialogDescription>
      <div className="mt-6 grid gap-2">
        <Link to={pagePath.comprar} onClick={onNavigate} className={buttonClasses("primary", "lg")}>
          <Search aria-hidden="true" className="size-5" />
          Buscar propiedades
        </Link>
        <Button variant="outline" size="lg" onClick={onNavigate}>
          Entendido
        </Button>
      </div>
    </>
  );
}

function ResumeCheckout({ plan, checkout }: { plan: Plan; checkout: Checkout }) {
  const processing = checkout.processingPlanId === plan.id;
  return (
    <>
      <DialogTitle className="pr-10 text-xl">Continúa con tu plan</DialogTitle>
      <DialogDescription className="mt-2 text-base text-pretty">Elegiste este plan antes de entrar. El pago es el siguiente paso.</DialogDescription>
      <PlanSummary plan={plan} />
      <div className="mt-6 grid gap-2">
        <Button size="lg" busy={processing} disabled={checkout.busy && !processing} onClick={() => checkout.choose(plan)}>
          <CreditCard aria-hidden="true" className="size-5" />
          {processing ? "Procesando..." : "Ir al pago"}
        </Button>
        <Button variant="outline" size="lg" onClick={checkout.closeGate} disabled={processing}>
          Ver todos los planes
        </Button>
      </div>
    </>
  );
}
