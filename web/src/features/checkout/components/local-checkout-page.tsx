import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { CircleAlert, CreditCard, RefreshCw } from "lucide-react";
import { PLAN_CHANGE_TEXTS } from "@domain/billing/plan-change";
import { planWords } from "@domain/billing/billing-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { Skeleton } from "@web/components/ui/skeleton";
import { notify } from "@web/components/ui/toast";
import { safeReturnPath } from "@web/lib/auth/redirect";
import { CHECKOUT_MESSAGES } from "@domain/billing/checkout-messages";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";
import { CheckList } from "@web/components/check-list";
import { CHECKOUT_TEXT as T, finishFailureText, isUnknownPayment } from "../checkout-texts";
import { CheckoutSummaryCard, TestPaymentNotice, type FinishAction } from "./checkout-summary-card";
import { finishCheckoutSession, getCheckoutSession, type CheckoutSession } from "../api/checkout-sessions";
import { pagePath } from "@domain/pages/page-routes";

/**
 * /checkout/{sessionId}: the local stand-in for Stripe Checkout (no Stripe key configured).
 * It shows the plan and its monthly price and completes or cancels the session; 'Pagar'
 * goes through the same fulfilment the Stripe webhook uses.
 */
export function LocalCheckoutPage({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const lang = useLang();
  const m = useMessageIn();
  const session = useQuery({
    queryKey: ["checkout-session", sessionId],
    queryFn: ({ signal }) => getCheckoutSession(sessionId, signal),
    staleTime: 0,
  });
  const finish = useMutation({
    mutationFn: (action: FinishAction) => finishCheckoutSession(sessionId, action),
    onSuccess: (redirect) => navigate(safeReturnPath(redirect) ?? pagePath.precios, { replace: true }),
    onError: (error, action) => {
      notify.error(action === "pay" ? m(CHECKOUT_MESSAGES.failed)! : T.cancelFailed[lang], finishFailureText(error, lang));
      // The session may have changed meanwhile (paid or canceled in another tab).
      void session.refetch();
    },
  });
  const notFound = isUnknownPayment(session.error);

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-lg">
        <TestPaymentNotice />
        {session.isPending ? (
          <CheckoutSkeleton />
        ) : session.isError ? (
          <CheckoutProblem
            title={(notFound ? T.notFound : T.loadFailed)[lang]}
            text={notFound ? T.linkExpired[lang] : (lang === "es" ? COMMON_MESSAGES : COMMON_MESSAGES_EN).offline}
            retry={notFound ? undefined : () => void session.refetch()}
            retrying={session.isFetching}
          />
        ) : session.data.status !== "open" ? (
          <CheckoutProblem
            title={(session.data.status === "paid" ? T.alreadyPaid : T.canceled)[lang]}
            text={(session.data.status === "paid" ? T.planActive : T.nothingCharged)[lang]}
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
  pending: FinishAction | null | undefined;
  onFinish: (action: FinishAction) => void;
}) {
  const { plan } = session;
  const lang = useLang();
  const words = planWords(plan, lang);
  return (
    <CheckoutSummaryCard
      icon={CreditCard}
      heading={T.confirmPlan[lang]}
      amountMxn={session.amount_mxn}
      priceUnit={(session.credit_mxn > 0 ? T.mxnToday : T.mxnMonth)[lang]}
      term={T.renews[lang]}
      details={words.feature_list.length > 0 && <CheckList items={words.feature_list} className="mt-5 space-y-2 text-sm text-slate-700" />}
      localNote={T.planLocalNote[lang]}
      pending={pending}
      onFinish={onFinish}
    >
      <p className="mt-3 text-2xl font-semibold text-slate-900">{T.planName[lang](words.name)}</p>
      {words.description && <p className="mt-1 text-slate-600">{words.description}</p>}
      {session.credit_mxn > 0 && plan.price_mxn !== null && (
        <p className="mt-3 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900 ring-1 ring-primary-200">
          {PLAN_CHANGE_TEXTS[lang].creditApplied(session.credit_mxn, plan.price_mxn)}
        </p>
      )}
    </CheckoutSummaryCard>
  );
}

export function CheckoutSkeleton() {
  const lang = useLang();
  return (
    <div aria-busy="true" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
      <span role="status" className="sr-only">
        {T.loading[lang]}
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
  next,
}: {
  title: string;
  text: string;
  retry?: () => void;
  retrying?: boolean;
  /** Where to go from here. */
  next?: { to: string; label: string };
}) {
  const lang = useLang();
  const to = next ?? { to: pagePath.precios, label: T.seePlans[lang] };
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
            {T.retry[lang]}
          </Button>
        )}
        <Link to={to.to} className={buttonClasses(retry ? "ghost" : "primary", "md")}>
          {to.label}
        </Link>
      </div>
    </div>
  );
}
