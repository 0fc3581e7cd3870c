import { useMutation } from "@tanstack/react-query";
import type { AgentContact } from "@domain/properties/property";
import { recordListingEvent } from "../api/listing-events";
import { revealContact, type ContactSource } from "../api/property-detail";
import { propertyWhatsappUrl } from "../property-text";
import { toastLater } from "../toast-later";
import { siteUrl } from "@web/lib/browser-value";

export type ContactReveal = {
  /** The phone and WhatsApp, once someone asked for them. */
  contact: AgentContact | null;
  pending: boolean;
  /** 'Ver teléfono': fetches the contact (once) so the number can be shown. */
  showPhone(): void;
  /** 'WhatsApp': opens the chat in a new tab with the listing in the message. */
  openWhatsapp(): void;
  /** The chat link, once the contact is known (for a plain link after the first click). */
  whatsappUrl: string | null;
  /** Counts a click on WhatsApp for the listing's numbers (the plain link calls it). */
  trackWhatsapp(): void;
};

const FAILED = "No pudimos mostrar el contacto";

/**
 * The contact is not in the page: it comes from POST …/contact on the first click, and
 * both the desktop card and the phone's bottom bar share what came back.
 */
export function useContactReveal(source: ContactSource, listing: { id: string; title: string; path: string }): ContactReveal {
  const mutation = useMutation({ mutationFn: () => revealContact(source) });
  const contact = mutation.data ?? null;
  const chat = (c: AgentContact) => (c.whatsapp ? propertyWhatsappUrl(c.whatsapp, listing.title, siteUrl(listing.path)) : null);

  // Counted on the listing's own page only: a shared sheet knows its reference, not the listing's id.
  const trackWhatsapp = () => {
    if (source.kind === "property") recordListingEvent(listing.id, "whatsapp");
  };
  const fail = (error: unknown) => {
    toastLater("error", FAILED, error instanceof Error ? error.message : undefined);
  };

  return {
    contact,
    pending: mutation.isPending,
    whatsappUrl: contact ? chat(contact) : null,
    trackWhatsapp,
    showPhone() {
      if (contact || mutation.isPending) return;
      mutation.mutate(undefined, {
        onSuccess: (c) => {
          if (!c.phone) toastLater("info", "Este anunciante no tiene teléfono publicado", "Escríbele por WhatsApp o pide que te llamemos.");
        },
        onError: fail,
      });
    },
    openWhatsapp() {
      if (mutation.isPending) return;
      if (contact) {
        const url = chat(contact);
        if (url) {
          trackWhatsapp();
          window.open(url, "_blank", "noopener,noreferrer");
        } else toastLater("info", "Este anunciante no tiene WhatsApp", "Llámale por teléfono o pide que te llamemos.");
        return;
      }
      // Open the tab now, while the click still counts as the person's (pop-up blockers),
      // and send it to the chat once the number has arrived.
      const tab = window.open("", "_blank");
      if (tab) tab.opener = null;
      mutation.mutate(undefined, {
        onSuccess: (c) => {
          const url = chat(c);
          if (url) trackWhatsapp();
          if (url && tab) tab.location.href = url;
          else if (url) window.location.assign(url);
          else {
            tab?.close();
            toastLater("info", "Este anunciante no tiene WhatsApp", "Llámale por teléfono o pide que te llamemos.");
          }
        },
        onError: (error) => {
          tab?.close();
          fail(error);
        },
      });
    },
  };
}
