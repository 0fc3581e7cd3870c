import { HomeHero } from "@web/features/home/components/home-hero";
import HomeBelowFold from "@web/features/home/components/home-below-fold";
import { LocationSearchForm } from "@web/features/location-search/components/location-search-form";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";

// The part below the fold is in the page the worker sends (its links are the city's
// colonias): it comes with the page's module, so hydration finds it, rather than as a lazy
// chunk that would leave those links dead until it arrived.
export default function HomePage() {
  return (
    <>
      <PageHead title={useStaticPage("/").title} />
      <HomeHero>
        <LocationSearchForm />
      </HomeHero>
      <HomeBelowFold />
    </>
  );
}
