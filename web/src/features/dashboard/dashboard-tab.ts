import type { Bilingual } from "@domain/i18n/bilingual";
import { INVOICES_TAB } from "@domain/billing/invoices";
import { DASHBOARD_TAB_NAMES } from "@domain/dashboard/dashboard-text";

/** The dashboard's tabs for agents and agencies, in the address as ?tab=. */
export const DASHBOARD_TABS = ["propiedades", "mensajes", "resumen", "equipo", "reportes", INVOICES_TAB] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, Bilingual> = DASHBOARD_TAB_NAMES;

/** The tab in the address; "Mis propiedades" when there is none (or one this person does not have). */
export function readDashboardTab(params: URLSearchParams, shown: readonly DashboardTab[] = DASHBOARD_TABS): DashboardTab {
  const tab = params.get("tab");
  return shown.includes(tab as DashboardTab) ? (tab as DashboardTab) : "propiedades";
}
