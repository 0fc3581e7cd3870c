import { BILLING_TEXTS, INVOICES_TAB } from "@domain/billing/invoices";

/** The dashboard's tabs for agents and agencies, in the address as ?tab=. */
export const DASHBOARD_TABS = ["propiedades", "mensajes", "resumen", "equipo", "reportes", INVOICES_TAB] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  propiedades: "Mis propiedades",
  mensajes: "Mensajes",
  resumen: "Resumen",
  equipo: "Equipo",
  reportes: "Reportes",
  [INVOICES_TAB]: BILLING_TEXTS.invoicesTitle,
};

/** The tab in the address; "Mis propiedades" when there is none (or one this person does not have). */
export function readDashboardTab(params: URLSearchParams, shown: readonly DashboardTab[] = DASHBOARD_TABS): DashboardTab {
  const tab = params.get("tab");
  return shown.includes(tab as DashboardTab) ? (tab as DashboardTab) : "propiedades";
}
