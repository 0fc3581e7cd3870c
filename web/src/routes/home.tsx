import { lazy, Suspense } from "react";
import { HomeHero } from "@web/features/home/components/home-hero";
import { BelowFoldSkeleton } from "@web/features/home/components/below-fold-skeleton";
import { LocationSearchForm } from "@web/features/location-search/components/location-search-form";

const HomeBelowFold = lazy(() => import("@web/features/home/components/home-below-fold"));

export default function HomePage() {
  return (
    <>
      <title>Hogaria · Casas y departamentos en renta y venta en CDMX</title>
      <HomeHero>
        <LocationSearchForm />
      </HomeHero>
      <Suspense fallback={<BelowFoldSkeleton />}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
