import type { Db } from "../../db/client";
import { formatArea, formatListingPrice } from "../../domain/format/money";
import { displayArea, PROPERTY_TYPE_LABELS, type PropertyDetail } from "../../domain/properties/property";
import { getPropertyDetail } from "../services/property-detail";
import { ApiError } from "../middleware/errors";
import { describeErrorForLog } from "../middleware/log-redaction";
import { decodedSegment } from "../middleware/path-segment";
import { isDatabaseUnavailable } from "../services/database-errors";
import { getSharedProperty } from "../services/property-shares";
import { siteShellMeta, type PageMeta } from "./page-meta";
import { goneTitle, LISTING_GONE } from "../../domain/properties/availability-messages";

// /propiedad/{id} and /s/{token}: the listing's own title, description, photo and a
// schema.org listing, so WhatsApp previews and search engines show the real thing.
export async function listingMetaForPath(db: Db, pathname: string, origin: string): Promise<(PageMeta & { url: string; image: string }) | null> {
  const detailMatch = pathname.match(/^\/propiedad\/([^/]+)\/?$/);
  const shareMatch = pathname.match(/^\/s\/([A-Za-z0-9_-]{20,64})\/?$/);
  if (!detailMatch && !shareMatch) return null;
  const url = `${origin}${pathname.replace(/\/$/, "")}`;
  try {
    const id = detailMatch ? decodedSegment(detailMatch[1]) : null;
    if (detailMatch && !id) return notAvailable(url, origin);
    const detail = id ? await getPropertyDetail(db, id) : (await getSharedProperty(db, shareMatch![1])).property;
    if (!detail) return notAvailable(url, origin);
    return { ...describe(detail, origin, url), url };
  } catch (error) {
    // An unknown, revoked or unpublished link is gone (the services answer 404).
    if (error instanceof ApiError && error.status === 404) return notAvailable(url, origin);
    // A listing we could not look up is not a listing that is gone: the page's shell
    // goes out (the app retries its own requests), with a 503 for crawlers.
    if (isDatabaseUnavailable(error)) return { ...siteShellMeta(url, origin), status: 503 };
    console.error("listing_meta_failed", { path: pathname.slice(0, 80), error: describeErrorForLog(error) });
    return siteShellMeta(url, origin);
  }
}

function describe(d: PropertyDetail, origin: string, url: string): PageMeta & { image: string } {
  const area = displayArea(d);
  const facts = [
    formatListingPrice(d.price, d.operation_type),
    d.bedrooms > 0 ? `${d.bedrooms} recámaras` : null,
    d.bathrooms > 0 ? `${d.bathrooms} baños` : null,
    area ? formatArea(area) : null,
    d.neighborhood,
  ].filter(Boolean);
  const image = d.images[0] ? `${origin}${d.images[0].url}` : `${origin}/images/hero-desktop.webp`;
  return {
    // The gallery's first photo, as the page will ask for it.
    preload: d.images[0] ? [{ href: d.images[0].url }] : undefined,
    title: `${d.title} · Hogaria`,
    description: `${facts.join(" · ")}. ${d.description}`.slice(0, 300),
    image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: d.title,
      description: d.description,
      url,
      image: d.images.slice(0, 5).map((i) => `${origin}${i.url}`),
      datePosted: d.created_at,
      about: {
        "@type": PROPERTY_TYPE_LABELS[d.property_type] ? "Accommodation" : "Place",
        numberOfRooms: d.bedrooms || undefined,
        floorSize: area ? { "@type": "QuantitativeValue", value: area, unitCode: "MTK" } : undefined,
        address: { "@type": "PostalAddress", streetAddress: d.address, addressLocality: d.location.alcaldia ?? d.neighborhood, addressRegion: "Ciudad de México", addressCountry: "MX" },
        geo: { "@type": "GeoCoordinates", latitude: d.lat, longitude: d.lng },
      },
      offers: { "@type": "Offer", price: d.price, priceCurrency: "MXN", businessFunction: d.operation_type === "renta" ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell" },
    },
  };
}

function notAvailable(url: string, origin: string) {
  return { title: goneTitle(LISTING_GONE), description: "Busca otras casas y departamentos en la Ciudad de México.", status: 404, url, image: `${origin}/images/hero-desktop.webp` };
}
