import type { Role } from "../auth/roles";
import { BILLING_TEXTS } from "../billing/invoices";

// What deleting an account does, said before the person confirms and done exactly so by the
// worker (worker/services/account-deletion.ts follows these rules one by one):
//  - listings: an independent agent's listings are deleted (they leave search and their
//    links say the listing no longer exists). A listing published under an agency stays the
//    agency's: it passes to the agency's owner, with its messages. An agency's owner deletes
//    the agency, its page and every listing published under it; its agents keep their accounts.
//  - leads: the messages and call requests the person received are deleted (those of an
//    agency's listing pass to its owner, as above). Messages the person sent to an advertiser
//    stay with the advertiser who received them: they are theirs.
//  - boards and lists: the person's favourite lists, client lists and boards are deleted, and
//    the links shared from them (boards, shared sheets) stop working.
//  - invoices: an agent's or agency's invoices (CFDI) are fiscal records the law has kept five
//    years: they stay, with no payer, and can no longer be downloaded from Hogaria.
//  - everything else of the account (saved searches, verified numbers, photo, sessions) goes.
export type DeletionEffect = { key: "listings" | "agency" | "leads" | "sent" | "boards" | "invoices" | "account"; text: string };

export function accountDeletionEffects(role: Role): DeletionEffect[] {
  const effects: DeletionEffect[] = [];
  if (role === "agente") {
    effects.push({
      key: "listings",
      text: "Tus propiedades se borran: salen de la búsqueda y sus enlaces dejan de funcionar. Las que publicaste con una inmobiliaria se quedan con ella.",
    });
    effects.push({
      key: "leads",
      text: "Los mensajes y solicitudes de llamada que recibiste se borran; los de propiedades de una inmobiliaria se quedan con ella.",
    });
  }
  if (role === "inmobiliaria") {
    effects.push({
      key: "agency",
      text: "Tu inmobiliaria se borra con su página y todas sus propiedades, que salen de la búsqueda. Tus asesores conservan sus cuentas.",
    });
    effects.push({ key: "leads", text: "Los mensajes y solicitudes de llamada que recibiste se borran." });
  }
  effects.push({ key: "sent", text: "Los mensajes que enviaste a un anunciante los conserva quien los recibió." });
  effects.push({
    key: "boards",
    text:
      role === "no_agente"
        ? "Tus listas de favoritas se borran."
        : "Tus listas de clientes y sus tableros se borran, y los enlaces que compartiste dejan de funcionar.",
  });
  if (role !== "no_agente") {
    effects.push({
      key: "invoices",
      text: `Tus facturas se conservan cinco años, como lo exige la ley fiscal, pero ya no podrás descargarlas: si las necesitas, descárgalas antes en tu panel, en ${BILLING_TEXTS.invoicesTitle}.`,
    });
  }
  effects.push({ key: "account", text: "Tus búsquedas guardadas, tus teléfonos verificados y tu foto se borran. No se puede deshacer." });
  return effects;
}
