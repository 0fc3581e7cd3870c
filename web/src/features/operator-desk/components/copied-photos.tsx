import { Link } from "react-router";
import type { CopiedListingEvidence, DeskPhoto, ListingEvidence } from "@domain/trust/operator-desk-types";
import { formatListingPrice } from "@domain/format/money";
import { LISTING_STATUS_LABELS } from "@domain/listings/listing-status";
import { pageHref } from "@domain/pages/page-routes";
import { COPIED_PHOTOS_TEXT as T } from "@domain/trust/operator-desk";

const operationOf = (type: string) => (type === "renta" ? "renta" : type === "remate" ? "remate" : "venta");

function Photo({ photo, fallback }: { photo: DeskPhoto; fallback: string }) {
  return (
    <img
      src={photo.url}
      alt={photo.alt ?? fallback}
      width={240}
      height={160}
      loading="lazy"
      className="aspect-[3/2] w-full rounded-lg bg-slate-100 object-cover"
    />
  );
}

// Who shows a listing and how to reach them: what a clone swaps.
function Party({ label, title, href, lines }: { label: string; title: string; href: string; lines: string[] }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="mt-0.5 line-clamp-2 text-sm font-semibold break-words text-slate-900">
        <Link to={href} target="_blank" className="hover:underline">
          {title}
        </Link>
      </p>
      {lines.map((line) => (
        <p key={line} className="text-sm break-words text-slate-700">
          {line}
        </p>
      ))}
    </div>
  );
}

function CopiedListing({ listing, copied }: { listing: ListingEvidence; copied: CopiedListingEvidence }) {
  const contact = listing.contact.phone ?? listing.contact.whatsapp ?? listing.contact.agencyPhone ?? "—";
  return (
    <li className="rounded-xl border border-accent-200 bg-accent-50/40 p-3 sm:p-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Party
          label={T.heldListing}
          title={listing.title}
          href={pageHref.property(listing.id)}
          lines={[listing.contact.agencyName ?? listing.contact.name, `${T.contact}: ${contact}`]}
        />
        <Party
          label={T.original}
          title={copied.title}
          href={pageHref.property(copied.id)}
          lines={[
            `${LISTING_STATUS_LABELS[copied.status]} · ${formatListingPrice(copied.price, operationOf(copied.operationType))}`,
            copied.agencyName ?? copied.advertiser,
            `${T.contact}: ${copied.phone ?? "—"}`,
          ]}
        />
      </div>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {copied.pairs.map((pair) => (
          <li key={`${pair.photo.url}-${pair.original.url}`} className="rounded-lg bg-white p-2 ring-1 ring-slate-200">
            <div className="grid grid-cols-2 gap-2">
              <Photo photo={pair.photo} fallback={listing.title} />
              <Photo photo={pair.original} fallback={copied.title} />
            </div>
            <p className="mt-1 text-center text-xs text-slate-600">{T.distance(pair.distance)}</p>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A listing held for its photos beside the listings they copy, matching photos paired row by row. */
export function CopiedPhotos({ listing }: { listing: ListingEvidence }) {
  const reason = listing.hold?.reason;
  if (reason !== "fotos_copiadas" && reason !== "fotos_por_verificar") return null;
  return (
    <section aria-label={T.title} className="mt-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{T.title}</h3>
      {reason === "fotos_por_verificar" && <p className="mt-1 text-sm text-slate-700">{T.waiting}</p>}
      {listing.copies.length > 0 ? (
        <ul className="mt-2 space-y-3">
          {listing.copies.map((copied) => (
            <CopiedListing key={copied.id} listing={listing} copied={copied} />
          ))}
        </ul>
      ) : (
        reason === "fotos_copiadas" && <p className="mt-1 text-sm text-slate-700">{T.noneNow}</p>
      )}
    </section>
  );
}
