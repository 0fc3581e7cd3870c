import { BuyOrRentGuide } from "@web/features/guides/components/buy-or-rent-guide";

export default function BuyOrRentGuideRoute() {
  return <BuyOrRentGuide />;
}
