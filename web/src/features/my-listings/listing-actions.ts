import type { Lang } from "@domain/i18n/lang";
import { canBuyServices, canDo, type ListingAction, type ListingStatus } from "@domain/listings/listing-status";
import type { MyListing } from "@domain/listings/my-listing";
import { closeActionName, MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";
import { pagePath } from "@domain/pages/page-routes";

/** What a row of "Mis propiedades" can do; each answers one call (or a link, or the services dialog). */
export type RowActionKind = "confirm" | "edit" | "services" | "pause" | "reactivate" | "close" | "renew" | "reassign" | "delete";
export type RowAction = { kind: RowActionKind; label: string };

// The domain's action each one needs (canDo decides); services need a listing that is on the
// market; changing the agent is the agency owner's, in any status.
type StatusActionKind = Exclude<RowActionKind, "reassign">;
const NEEDS: Record<StatusActionKind, ListingAction | null> = {
  confirm: "confirmar",
  edit: "editar",
  services: null,
  pause: "pausar",
  reactivate: "reactivar",
  close: "cerrar",
  renew: "renovar",
  delete: "eliminar",
};

// Per status, most useful first. The first two that are not destructive show as buttons. A
// published listing offers "Sigue disponible" in its menu, and first once the e-mail asked.
const ORDER: Record<ListingStatus, readonly StatusActionKind[]> = {
  borrador: ["edit", "delete"],
  publicada: ["edit", "services", "pause", "renew", "confirm", "close", "delete"],
  pausada: ["reactivate", "edit", "services", "close", "delete"],
  vencida: ["renew", "edit", "delete"],
  vendida: ["delete"],
  rentada: ["delete"],
  en_revision: ["edit", "delete"],
  oculta: ["delete"],
  por_confirmar: ["confirm", "edit", "close", "delete"],
};

const VISIBLE = 2;

export const editUrl = (id: string): string => `${pagePath.publicar}?id=${encodeURIComponent(id)}`;

function label(kind: RowActionKind, listing: Pick<MyListing, "status" | "operation_type">, lang: Lang): string {
  switch (kind) {
    case "confirm":
      return T.confirmAction[lang];
    case "edit":
      return (listing.status === "borrador" ? T.continue : T.edit)[lang];
    case "close":
      return closeActionName(listing.operation_type ?? "venta")[lang];
    default:
      return T[kind][lang];
  }
}

/**
 * The actions a listing offers in its status (only those `canDo` allows): `buttons` show
 * beside the listing, `menu` goes under "Más acciones"; Eliminar is always in the menu.
 * `reassign`: an agency owner with a team also finds "Cambiar agente" in the menu.
 */
export function rowActions(
  listing: Pick<MyListing, "status" | "operation_type"> & Partial<Pick<MyListing, "confirmation_asked_at">>,
  { reassign = false, lang = "es" as Lang } = {},
): { buttons: RowAction[]; menu: RowAction[] } {
  const order = listing.confirmation_asked_at ? ["confirm" as const, ...ORDER[listing.status].filter((k) => k !== "confirm")] : ORDER[listing.status];
  const offered = order.filter((kind) => {
    if (kind === "services") return canBuyServices(listing.status);
    if (kind === "close" && !listing.operation_type) return false;
    const needs = NEEDS[kind];
    return needs !== null && canDo(listing.status, needs);
  });
  const actions: RowAction[] = offered.map((kind) => ({ kind, label: label(kind, listing, lang) }));
  const buttons = actions.filter((a) => a.kind !== "delete").slice(0, VISIBLE);
  const menu = actions.filter((a) => !buttons.includes(a));
  if (reassign) {
    // Just above Eliminar.
    const at = menu.findIndex((a) => a.kind === "delete");
    menu.splice(at === -1 ? menu.length : at, 0, { kind: "reassign", label: label("reassign", listing, lang) });
  }
  return { buttons, menu };
}
