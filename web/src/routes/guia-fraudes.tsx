import { FraudGuide } from "@web/features/guides/components/fraud-guide";

export default function FraudGuideRoute() {
  return <FraudGuide />;
}
