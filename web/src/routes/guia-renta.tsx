import { RentBudgetGuide } from "@web/features/guides/components/rent-budget-guide";

export default function RentBudgetGuideRoute() {
  return <RentBudgetGuide />;
}
