import { useParams } from "react-router";
import { LocalCheckoutPage } from "@web/features/checkout/components/local-checkout-page";

export default function CheckoutRoute() {
  const { sessionId = "" } = useParams();
  return (
    <>
      <title>Pago de prueba · Hogaria</title>
      <meta name="robots" content="noindex" />
      <LocalCheckoutPage key={sessionId} sessionId={sessionId} />
    </>
  );
}
