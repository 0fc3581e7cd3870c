import { AdviceCards } from "./advice-cards";
import { FeatureStrip } from "./feature-strip";
import { FeaturedLocations } from "./featured-locations";
import { FeaturedProperties } from "./featured-properties";
import { DiscoverBanner } from "./discover-banner";
import { PopularLinks } from "./popular-links";

/** Everything under the hero: advice, what we offer, featured listings and places, popular searches. */
export default function HomeBelowFold() {
  return (
    <>
      <AdviceCards />
      <FeatureStrip />
      <FeaturedProperties />
      <FeaturedLocations />
      <DiscoverBanner />
      <PopularLinks />
    </>
  );
}
