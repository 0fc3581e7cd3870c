// /precios?plan=<id>: the plan someone chose before signing in or creating an account. Back
// on the page, its checkout is offered again; the parameter then leaves the address.
export const PLAN_PARAM = "plan";

/** This page's address with the chosen plan in it (and no ?pago= from an earlier checkout). */
export function withChosenPlan(location: { pathname: string; search: string }, planId: string): { pathname: string; search: string } {
  const params = new URLSearchParams(location.search);
  params.delete("pago");
  params.set(PLAN_PARAM, planId);
  return { pathname: location.pathname, search: `?${params}` };
}
