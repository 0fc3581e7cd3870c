/** The dashboard's tabs for agents and agencies, in the address as ?tab=. */
export const DASHBOARD_TABS = ["propiedades", "mensajes", "resumen"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  propiedades: "Mis propiedades",
  mensajes: "Mensajes",
  resumen: "Resumen",
};

/** The tab in the address; "Mis propiedades" when there is none (or an unknown one). */
export function readDashboardTab(params: URLSearchParams): DashboardTab {
  const tab = params.get("tab");
  return DASHBOARD_TABS.includes(tab as DashboardTab) ? (tab as DashboardTab) : "propiedades";
}
