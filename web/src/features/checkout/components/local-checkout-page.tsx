import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { Check, CircleAlert, CreditCard, FlaskConical, Lock, RefreshCw } from "lucide-react";
import { PLAN_PERIOD_DAYS } from "@domain/billing/plans";
import { formatPriceMXN } from "@domain/format/money";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { Skeleton } from "@web/components/ui/skeleton";
import { notify } from "@web/components/ui/toast";
import { safeReturnPath } from "@web/lib/auth/redirect";
import { CHECKOUT_MESSAGES } from "@domain/billing/checkout-messages";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { CHECKOUT_TEXTS as T, finishFailureText, isUnknownPayment } from "../checkout-texts";
import { finishCheckoutSession, getCheckoutSession, type CheckoutSession } from "../api/checkout-sessions";

/**
 * /checkout/{sessionId}: the local stand-in for Stripe Checkout (no Stripe key configured).
 * It shows the plan and its monthly price and completes or cancels the session; 'Pagar'
 * goes through the same fulfilment the Stripe webhook uses.
 */
export function LocalCheckoutPage({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const session = useQuery({
    queryKey: ["checkout-session", sessionId],
    queryFn: ({ signal }) => getCheckoutSession(sessionId, signal),
    staleTime: 0,
  });
  const finish = useMutation({
    mutationFn: (action: "pay" | "cancel") => finishCheckoutSession(sessionId, action),
    onSuccess: (redirect) => navigate(safeReturnPath(redirect) ?? "/precios", { replace: true }),
    onError: (error, action) => {
      notify.error(action === "pay" ? CHECKOUT_MESSAGES.failed : T.cancelFailed, finishFailureText(error));
      // The session may have changed meanwhile (paid or canceled in another tab).
      void session.refetch();
    },
  });
  const notFound = isUnknownPayment(session.error);

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-lg">
        <p className="mb-4 flex items-center gap-2 rounded-lg bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-900 ring-1 ring-accent-200">
          <FlaskConical aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
          {T.testPayment}
        </p>
        {session.isPending ? (
          <CheckoutSkeleton />
        ) : session.isError ? (
          <CheckoutProblem
            title={notFound ? T.notFound : T.loadFailed}
            text={notFound ? "Puede que el enlace haya expirado. Elige tu plan de nuevo." : COMMON_MESSAGES.offline}
            retry={notFound ? undefined : () => void session.refetch()}
            retrying={session.isFetching}
          />
        ) : session.data.status !== "open" ? (
          <CheckoutProblem
            title={session.data.status === "paid" ? "Este pago ya se completó." : T.canceled}
            text={session.data.status === "paid" ? "Tu plan ya está activo." : "No se hizo ningún cargo. Puedes elegir un plan cuando quieras."}
          />
        ) : (
          <CheckoutSummary session={session.data} pending={finish.isPending ? finish.variables : null} onFinish={(action) => finish.mutate(action)} />
        )}
      </div>
    </Container>
  );
}

function CheckoutSummary({
  session,
  pending,
  onFinish,
}: {
  session: CheckoutSession;
  pending: "pay" | "cancel" | null | undefined;
  onFinish: (action: "pay" | "cancel") => void;
}) {
  const { plan } = session;
  return (
    <section aria-labelledby="checkout-title" className="rounded-2xl border border-slate-200 bg-white shadow-card">
      <div className="border-b border-slate-200 p-6">
        <h1 id="checkout-title" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          <CreditCard aria-hidden="true" className="size-4" />
          Confirmar suscripción
        </h1>
        <p className="mt-3 text-2xl font-semibold text-slate-900">Plan {plan.name}</p>
        {plan.description && <p className="mt-1 text-slate-600">{plan.description}</p>}
        <p className="mt-5 flex items-baseline gap-1">
          <span className="text-4xl font-semibold tracking-tight text-slate-900">{formatPriceMXN(session.amount_mxn)}</span>
          <span className="text-slate-600">MXN/mes</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">Se renueva cada {PLAN_PERIOD_DAYS} días</p>
        {plan.feature_list.length > 0 && (
          <ul className="mt-5 space-y-2 text-sm text-slate-700">
            {plan.feature_list.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                {feature}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-3 p-6">
        <Button size="lg" busy={pending === "pay"} disabled={Boolean(pending)} onClick={() => onFinish("pay")}>
          {pending === "pay" ? "Procesando..." : "Pagar"}
        </Button>
        <Button variant="outline" size="lg" busy={pending === "cancel"} disabled={Boolean(pending)} onClick={() => onFinish("cancel")}>
          {pending === "cancel" ? "Cancelando..." : "Cancelar"}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
          <Lock aria-hidden="true" className="size-3.5" />
          Entorno local: el pago se simula y tu plan se activa al momento.
        </p>
      </div>
    </section>
  );
}

export function CheckoutSkeleton() {
  return (
    <div aria-busy="true" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
      <span role="status" className="sr-only">
        Cargando el pago…
      </span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-4 h-8 w-1/2" />
      <Skeleton className="mt-5 h-10 w-1/3" />
      <Skeleton className="mt-6 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-8 h-12 w-full" />
      <Skeleton className="mt-3 h-12 w-full" />
    </div>
  );
}

export function CheckoutProblem({
  title,
  text,
  retry,
  retrying = false,
  next = { to: "/precios", label: "Ver planes" },
}: {
  title: string;
  text: string;
  retry?: () => void;
  retrying?: boolean;
  /** Where to go from here. */
  next?: { to: string; label: string };
}) {
  return (
    <div role={retry ? "alert" : undefined} className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-700">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-lg font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {retry && (
          <Button variant="outline" onClick={retry} busy={retrying}>
            {!retrying && <RefreshCw aria-hidden="true" className="size-4" />}
            Reintentar
          </Button>
        )}
        <Link to={next.to} className={buttonClasses(retry ? "ghost" : "primary", "md")}>
          {next.label}
        </Link>
      </div>
    </div>
  );
}
