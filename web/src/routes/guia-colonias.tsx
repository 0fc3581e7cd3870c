import { FamilyColoniasGuide } from "@web/features/guides/components/family-colonias-guide";

export default function FamilyColoniasGuideRoute() {
  return <FamilyColoniasGuide />;
}
