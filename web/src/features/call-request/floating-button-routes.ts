/**
 * Pages without the floating call button: an agent's working screens and the pages an
 * agent shares with a client under their own contact (boards, shared and cloned
 * properties, presentations), and the account flows, where the form is the one task.
 */
const HIDDEN_PREFIXES = [
  "/checkout/",
  "/cliente/",
  "/t/",
  "/s/",
  "/sc/",
  "/p/",
  "/dashboard",
  "/publicar",
  "/mis-clientes",
  "/import-properties",
  "/bulk-import-images",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
];

export function showsFloatingCallButton(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !HIDDEN_PREFIXES.some((prefix) =>
    prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}
