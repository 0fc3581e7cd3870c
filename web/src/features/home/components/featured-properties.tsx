import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { PropertyCard } from "@web/components/property-card";
import { Container } from "@web/components/ui/container";
import { listFeaturedProperties } from "../api/featured-properties";
import { SectionHeading } from "@web/components/content/section";
import { pageQueryKeys } from "@web/lib/page-query-keys";
import { HOME_TEXT as T } from "@domain/pages/home-text";
import { useText } from "@web/lib/i18n/lang-context";

/**
 * 'Propiedades destacadas': the listings featured now (a paid 'Propiedad destacada', or the
 * first days of an Expert plan's listing), above the Destacados links. Nothing shows while
 * there are none (or while they load: the strip is below the fold).
 */
export function FeaturedProperties() {
  const t = useText();
  const featured = useQuery({
    queryKey: pageQueryKeys.featured(),
    queryFn: ({ signal }) => listFeaturedProperties(signal),
    staleTime: 60_000,
  });
  const listings = featured.data ?? [];
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="featured-properties-title" className="pt-16 sm:pt-20">
      <Container>
        <SectionHeading id="featured-properties-title" title={t(T.featuredPropertiesTitle)} intro={t(T.featuredPropertiesIntro)} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {listings.slice(0, 8).map((property) => (
            <li key={property.id} className="relative">
              <span className="pointer-events-none absolute top-2 left-2 z-10 inline-flex items-center gap-1 rounded-md bg-accent-700 px-2 py-1 text-xs font-semibold text-white shadow-sm">
                <Star aria-hidden="true" className="size-3.5" />
                {t(T.featuredBadge)}
              </span>
              <PropertyCard property={property} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="h-full" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
