import { MortgageGuide } from "@web/features/guides/components/mortgage-guide";

export default function MortgageGuideRoute() {
  return <MortgageGuide />;
}
