import { matchPage, type PageId } from "@domain/pages/page-routes";

/**
 * Pages without the floating call button: an agent's working screens and the pages an
 * agent shares with a client under their own contact (boards, shared and cloned
 * properties, presentations), and the account flows, where the form is the one task.
 */
const HIDDEN_ON = new Set<PageId>([
  "checkout",
  "serviceCheckout",
  "clientBoard",
  "publicBoard",
  "sharedProperty",
  "clonedProperty",
  "presentation",
  "dashboard",
  "publicar",
  "misClientes",
  "importProperties",
  "bulkImportImages",
  "operador",
  "login",
  "register",
  "forgotPassword",
  "resetPassword",
  "invitation",
]);

export function showsFloatingCallButton(pathname: string): boolean {
  return !HIDDEN_ON.has(matchPage(pathname.toLowerCase()).id);
}
