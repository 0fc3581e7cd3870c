import { lazy, Suspense } from "react";
import { HomeHero } from "@web/features/home/components/home-hero";
import { BelowFoldSkeleton } from "@web/features/home/components/below-fold-skeleton";
import { LocationSearchForm } from "@web/features/location-search/components/location-search-form";
import { STATIC_PAGES } from "@domain/pages/static-pages";
import { PageHead } from "@web/components/page-head";

const HomeBelowFold = lazy(() => import("@web/features/home/components/home-below-fold"));

export default function HomePage() {
  return (
    <>
      <PageHead title={STATIC_PAGES["/"].title} />
      <HomeHero>
        <LocationSearchForm />
      </HomeHero>
      <Suspense fallback={<BelowFoldSkeleton />}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
