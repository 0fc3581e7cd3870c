import { passesAfterSentence, passesSourceText, type RenewalQuote } from "@domain/billing/plan-holder";
import { PLAN_PERIOD_DAYS, passesLeftSentence, planPeriodEnd } from "@domain/billing/plans";
import { formatLongDate } from "@domain/format/date";
import { closeActionLabel } from "@domain/listings/listing-status";
import type { MyListing } from "@domain/listings/my-listing";
import { FRESHNESS_TEXT } from "@domain/listings/freshness";
import type { ListingChange } from "./api/my-listings";

export type ActionCall = "confirm" | "pause" | "reactivate" | "close" | "renew" | "delete";

/** The toast after an action went through (title and one sentence). */
export function successMessage(
  call: ActionCall,
  listing: Pick<MyListing, "title"> & Partial<Pick<MyListing, "status">>,
  change: ListingChange | null,
): { title: string; description: string } {
  switch (call) {
    case "confirm":
      return change?.status === "vencida"
        ? { title: "Tu publicación ya había vencido", description: "Renuévala para que vuelva a aparecer en las búsquedas." }
        : {
            title: FRESHNESS_TEXT.confirmedTitle,
            description: listing.status === "por_confirmar" ? FRESHNESS_TEXT.confirmedBack : FRESHNESS_TEXT.confirmedFresh,
          };
    case "pause":
      return { title: "Propiedad pausada", description: "Ya no aparece en las búsquedas. Reactívala cuando quieras." };
    case "reactivate":
      return change?.status === "vencida"
        ? { title: "Tu publicación ya había vencido", description: "Renuévala para que vuelva a aparecer en las búsquedas." }
        : { title: "Propiedad reactivada", description: "Ya aparece otra vez en las búsquedas." };
    case "close":
      return {
        title: change?.status === "rentada" ? "Propiedad marcada como rentada" : "Propiedad marcada como vendida",
        description: "Ya no aparece en las búsquedas. ¡Felicidades!",
      };
    case "renew": {
      const end = change?.expires_at ? `Vence el ${formatLongDate(new Date(change.expires_at))}.` : "";
      const passes = change?.passes ? change.passes.passes_remaining + change.passes.rollover_passes : null;
      const left = passes === null ? "" : ` ${passesLeftSentence(passes)}`;
      return { title: "Publicación renovada", description: `${end}${left}`.trim() };
    }
    case "delete":
      return { title: "Propiedad eliminada", description: `“${listing.title}” ya no está en tus propiedades.` };
  }
}

/** The error toast's title; its description is the API's message. */
export const FAILURE_TITLES: Record<ActionCall, string> = {
  confirm: FRESHNESS_TEXT.confirmFailed,
  pause: "No se pudo pausar la propiedad",
  reactivate: "No se pudo reactivar la propiedad",
  close: "No se pudo cerrar la propiedad",
  renew: "No se pudo renovar la publicación",
  delete: "No se pudo eliminar la propiedad",
};

export type ConfirmCall = "close" | "renew" | "delete";

/**
 * What the confirm dialog asks before an action that cannot be undone or that spends a
 * pass. `passes` is what the plan that pays for a renewal has left (and whose it is), when known.
 */
export function confirmCopy(
  call: ConfirmCall,
  listing: Pick<MyListing, "title" | "status" | "operation_type" | "expires_at">,
  now: Date,
  passes: Pick<RenewalQuote, "passes" | "paid_by" | "agency_name"> | null,
): { title: string; description: string; confirmLabel: string; destructive: boolean } {
  switch (call) {
    case "close": {
      const label = closeActionLabel(listing.operation_type ?? "venta");
      return {
        title: `¿${label}?`,
        description: `“${listing.title}” dejará de aparecer en las búsquedas. Después ya no podrás reactivarla.`,
        confirmLabel: label,
        destructive: false,
      };
    }
    case "renew": {
      const running = listing.status === "publicada" && listing.expires_at && new Date(listing.expires_at) > now;
      const end = formatLongDate(planPeriodEnd(running ? new Date(listing.expires_at!) : now));
      const period = running
        ? `Se suman ${PLAN_PERIOD_DAYS} días a su periodo actual: vencerá el ${end}.`
        : `Se vuelve a publicar hoy y vence el ${end}.`;
      const left =
        passes === null
          ? ""
          : ` ${passesSourceText(passes)} ${passesAfterSentence(passes.passes, passes.paid_by === "agency" ? passes.agency_name : null)}`;
      const plan = passes?.paid_by === "agency" && passes.agency_name ? `del plan de ${passes.agency_name}` : "de tu plan";
      return {
        title: "¿Renovar esta publicación?",
        description: `Renovar “${listing.title}” usa 1 pase ${plan}. ${period}${left}`,
        confirmLabel: "Renovar con 1 pase",
        destructive: false,
      };
    }
    case "delete":
      return {
        title: "¿Eliminar esta propiedad?",
        description:
          listing.status === "borrador"
            ? `Se eliminará el borrador “${listing.title}”. No se puede deshacer.`
            : `Se eliminarán “${listing.title}”, sus fotos y sus estadísticas. No se puede deshacer. Si está en el tablero de algún cliente, ahí seguirá visible.`,
        confirmLabel: "Eliminar",
        destructive: true,
      };
  }
}
