import { useParams } from "react-router";
import { LocalCheckoutPage } from "@web/features/checkout/components/local-checkout-page";
import { ServiceCheckoutPage } from "@web/features/checkout/components/service-checkout-page";
import { PageHead } from "@web/components/page-head";
import { CHECKOUT_TEXT } from "@domain/billing/checkout-text";
import { useLang } from "@web/lib/i18n/lang-context";

/** /checkout/{sessionId} (a plan) and /checkout/servicio/{orderId} (a premium service). */
export default function CheckoutRoute() {
  const { sessionId = "", orderId } = useParams();
  const lang = useLang();
  return (
    <>
      <PageHead title={(orderId === undefined ? CHECKOUT_TEXT.planTitle : CHECKOUT_TEXT.serviceTitle)[lang]} noindex />
      {orderId === undefined ? <LocalCheckoutPage key={sessionId} sessionId={sessionId} /> : <ServiceCheckoutPage key={orderId} orderId={orderId} />}
    </>
  );
}
