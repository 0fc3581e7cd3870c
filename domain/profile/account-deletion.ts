import type { Role } from "../auth/roles";
import { BILLING_TEXTS } from "../billing/invoices";
import type { Bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";

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

/** Each effect's words in each language (the same rules; the invoices' tab as the dashboard names it). */
export const ACCOUNT_DELETION_TEXTS: Bilingual<{
  agentListings: string;
  agentLeads: string;
  agency: string;
  agencyLeads: string;
  sent: string;
  favoriteLists: string;
  clientBoards: string;
  invoices: string;
  account: string;
}> = {
  es: {
    agentListings:
      "Tus propiedades se borran: salen de la búsqueda y sus enlaces dejan de funcionar. Las que publicaste con una inmobiliaria se quedan con ella.",
    agentLeads: "Los mensajes y solicitudes de llamada que recibiste se borran; los de propiedades de una inmobiliaria se quedan con ella.",
    agency: "Tu inmobiliaria se borra con su página y todas sus propiedades, que salen de la búsqueda. Tus asesores conservan sus cuentas.",
    agencyLeads: "Los mensajes y solicitudes de llamada que recibiste se borran.",
    sent: "Los mensajes que enviaste a un anunciante los conserva quien los recibió.",
    favoriteLists: "Tus listas de favoritas se borran.",
    clientBoards: "Tus listas de clientes y sus tableros se borran, y los enlaces que compartiste dejan de funcionar.",
    invoices: `Tus facturas se conservan cinco años, como lo exige la ley fiscal, pero ya no podrás descargarlas: si las necesitas, descárgalas antes en tu panel, en ${BILLING_TEXTS.invoicesTitle}.`,
    account: "Tus búsquedas guardadas, tus teléfonos verificados y tu foto se borran. No se puede deshacer.",
  },
  en: {
    agentListings: "Your properties are deleted: they leave the search and their links stop working. Those you listed with an agency stay with it.",
    agentLeads: "The messages and call requests you received are deleted; those about an agency's properties stay with it.",
    agency: "Your agency is deleted with its page and all its properties, which leave the search. Your agents keep their accounts.",
    agencyLeads: "The messages and call requests you received are deleted.",
    sent: "Messages you sent to an advertiser are kept by whoever received them.",
    favoriteLists: "Your favorite lists are deleted.",
    clientBoards: "Your client lists and their boards are deleted, and the links you shared stop working.",
    invoices:
      "Your invoices are kept for five years, as tax law requires, but you will no longer be able to download them: if you need them, download them first from your dashboard, under Invoices.",
    account: "Your saved searches, verified phones and photo are deleted. This cannot be undone.",
  },
};

export function accountDeletionEffects(role: Role, lang: Lang = "es"): DeletionEffect[] {
  const t = ACCOUNT_DELETION_TEXTS[lang];
  const effects: DeletionEffect[] = [];
  if (role === "agente") {
    effects.push({ key: "listings", text: t.agentListings });
    effects.push({ key: "leads", text: t.agentLeads });
  }
  if (role === "inmobiliaria") {
    effects.push({ key: "agency", text: t.agency });
    effects.push({ key: "leads", text: t.agencyLeads });
  }
  effects.push({ key: "sent", text: t.sent });
  effects.push({ key: "boards", text: role === "no_agente" ? t.favoriteLists : t.clientBoards });
  if (role !== "no_agente") effects.push({ key: "invoices", text: t.invoices });
  effects.push({ key: "account", text: t.account });
  return effects;
}
