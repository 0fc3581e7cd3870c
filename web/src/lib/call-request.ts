import type { ListingCaller } from "@domain/call-requests/call-request-copy";
import { createDialogStore } from "./dialog-store";

/**
 * What a call request is for: Hogaria's own advice (the floating button, the banners), or
 * a listing, whose advertiser gets the request and calls back (the listing's contact).
 */
export type CallRequestTopic = { kind: "hogaria" } | { kind: "listing"; propertyId: string; caller: ListingCaller };

const HOGARIA: CallRequestTopic = { kind: "hogaria" };

/**
 * Whether the call-request dialog is open and what for, shared by whoever opens it (the
 * floating call button, a property's contact) and the dialog itself (features/call-request),
 * whose code loads on first open. Kept free of the dialog so any page can import it cheaply.
 */
const store = createDialogStore<CallRequestTopic>(HOGARIA);

/** Opens the dialog (Hogaria's advice unless `topic` says otherwise). Focus returns to the element that had it (or `opener`) on close. */
export function openCallRequest(opener?: HTMLElement | null, topic: CallRequestTopic = HOGARIA): void {
  store.open(topic, opener);
}

export const closeCallRequest = store.close;

/** The element to focus once the dialog has closed, if it is still on the page. */
export const takeCallRequestReturnFocus = store.takeReturnFocus;

/** Re-renders when the dialog opens or closes. */
export const useCallRequestOpen = store.useOpen;

/** Re-renders when the dialog opens, closes or changes what it is about. */
export const useCallRequest = store.useSnapshot;
