import { useParams } from "react-router";
import { LocalCheckoutPage } from "@web/features/checkout/components/local-checkout-page";
import { ServiceCheckoutPage } from "@web/features/checkout/components/service-checkout-page";
import { PageHead } from "@web/components/page-head";

/** /checkout/{sessionId} (a plan) and /checkout/servicio/{orderId} (a premium service). */
export default function CheckoutRoute() {
  const { sessionId = "", orderId } = useParams();
  return (
    <>
      <PageHead title={orderId === undefined ? "Pago de prueba · Hogaria" : "Pago de servicio · Hogaria"} noindex />
      {orderId === undefined ? <LocalCheckoutPage key={sessionId} sessionId={sessionId} /> : <ServiceCheckoutPage key={orderId} orderId={orderId} />}
    </>
  );
}
