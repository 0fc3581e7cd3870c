import { useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { CircleCheck, Hourglass, ShoppingBag } from "lucide-react";
import { serviceWords } from "@domain/billing/billing-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";
import { formatLongDate } from "@domain/format/date";
import { buttonClasses } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { notify } from "@web/components/ui/toast";
import { ServiceIcon } from "@web/components/service-icon";
import { finishServiceOrder, getServiceOrder, type ServiceOrder } from "../api/service-orders";
import { CHECKOUT_TEXT as T, finishFailureText, isUnknownPayment } from "../checkout-texts";
import { CheckoutSummaryCard, TestPaymentNotice, type FinishAction } from "./checkout-summary-card";
import { CheckoutProblem, CheckoutSkeleton } from "./local-checkout-page";
import { pagePath } from "@domain/pages/page-routes";

/** About 30 s of reads, every 2 s, while a Stripe payment is being confirmed by its webhook. */
const MAX_CONFIRMATION_READS = 15;

/**
 * /checkout/servicio/{orderId}: a premium service for one listing. On the local test
 * checkout (no Stripe key, never in production) it shows the service, the listing and the
 * price with 'Pagar' and 'Cancelar'; 'Pagar' goes through the same fulfilment as the Stripe
 * webhook. Back from Stripe it waits for the payment to be confirmed. Paid, it says the
 * service is active and until when.
 */
export function ServiceCheckoutPage({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const lang = useLang();
  const BACK = { to: `${pagePath.precios}?tab=servicios`, label: T.seeServices[lang] };
  const reads = useRef(0);
  const key = ["service-order", orderId] as const;
  const order = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => {
      reads.current += 1;
      return getServiceOrder(orderId, signal);
    },
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.status === "open" && q.state.data.provider === "stripe" && reads.current < MAX_CONFIRMATION_READS ? 2000 : false,
  });
  const finish = useMutation({
    mutationFn: (action: FinishAction) => finishServiceOrder(orderId, action),
    onSuccess: (updated, action) => {
      queryClient.setQueryData(key, updated);
      if (action === "pay" && updated.status === "paid")
        notify.success(T.activatedTitle[lang], T.activated[lang]({ ...updated.service, name: serviceWords(updated.service, lang).name }));
    },
    onError: (error, action) => {
      notify.error((action === "pay" ? T.activationFailed : T.cancelFailed)[lang], finishFailureText(error, lang));
      // The order may have changed meanwhile (paid or canceled in another tab).
      void order.refetch();
    },
  });
  const notFound = isUnknownPayment(order.error);
  const data = order.data;

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-lg">
        {data?.provider === "local" && data.status === "open" && <TestPaymentNotice />}
        {order.isPending ? (
          <CheckoutSkeleton />
        ) : order.isError ? (
          <CheckoutProblem
            title={(notFound ? T.notFound : T.loadFailed)[lang]}
            text={notFound ? T.serviceLinkExpired[lang] : (lang === "es" ? COMMON_MESSAGES : COMMON_MESSAGES_EN).offline}
            retry={notFound ? undefined : () => void order.refetch()}
            retrying={order.isFetching}
            next={BACK}
          />
        ) : order.data.status === "paid" ? (
          <ServiceActivated order={order.data} />
        ) : order.data.status === "canceled" ? (
          <CheckoutProblem title={T.canceled[lang]} text={T.serviceNothingCharged[lang]} next={BACK} />
        ) : order.data.provider !== "local" ? (
          <CheckoutProblem
            title={T.confirming[lang]}
            text={(reads.current < MAX_CONFIRMATION_READS ? T.confirmingText : T.confirmingSlow)[lang]}
            retry={reads.current < MAX_CONFIRMATION_READS ? undefined : () => void order.refetch()}
            retrying={order.isFetching}
            next={{ to: pagePath.dashboard, label: T.toDashboard[lang] }}
          />
        ) : (
          <OrderSummary order={order.data} pending={finish.isPending ? finish.variables : null} onFinish={(action) => finish.mutate(action)} />
        )}
      </div>
    </Container>
  );
}

function OrderSummary({
  order,
  pending,
  onFinish,
}: {
  order: ServiceOrder;
  pending: FinishAction | null | undefined;
  onFinish: (action: FinishAction) => void;
}) {
  const { service } = order;
  const lang = useLang();
  const words = serviceWords(service, lang);
  return (
    <CheckoutSummaryCard
      icon={ShoppingBag}
      heading={T.confirmService[lang]}
      amountMxn={order.amount_mxn}
      priceUnit={T.mxnOnce[lang]}
      term={service.duration_days === null ? T.noExpiry[lang] : T.activeFor[lang](service.duration_days)}
      localNote={T.serviceLocalNote[lang]}
      pending={pending}
      onFinish={onFinish}
    >
      <p className="mt-3 flex items-center gap-3 text-2xl font-semibold text-slate-900">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <ServiceIcon name={service.icon} className="size-5" />
        </span>
        {words.name}
      </p>
      {order.property && (
        <p className="mt-2 text-slate-700">
          {T.forListing[lang]} <span className="font-semibold text-slate-900">{order.property.title}</span>
        </p>
      )}
      <p className="mt-1 text-slate-600">{words.description}</p>
    </CheckoutSummaryCard>
  );
}

function ServiceActivated({ order }: { order: ServiceOrder }) {
  const expires = order.activated?.expires_at;
  const lang = useLang();
  return (
    <section aria-labelledby="activated-title" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-card sm:p-8">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h1 id="activated-title" className="mt-4 text-xl font-semibold text-slate-900">
        {T.activatedTitle[lang]}
      </h1>
      <p className="mt-1 text-slate-700">{T.activated[lang]({ ...order.service, name: serviceWords(order.service, lang).name })}</p>
      {order.property && (
        <p className="mt-3 text-slate-700">
          {T.forListing[lang]} <span className="font-semibold text-slate-900">{order.property.title}</span>
        </p>
      )}
      <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-slate-600">
        <Hourglass aria-hidden="true" className="size-4" />
        {expires ? T.expiresOn[lang](formatLongDate(new Date(expires), lang)) : T.noExpiry[lang]}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={pagePath.dashboard} className={buttonClasses("primary", "md")}>
          {T.toDashboard[lang]}
        </Link>
        <Link to={`${pagePath.precios}?tab=servicios`} className={buttonClasses("outline", "md")}>
          {T.seeServices[lang]}
        </Link>
      </div>
    </section>
  );
}
