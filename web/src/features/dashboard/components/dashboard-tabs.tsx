import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useSearchParams } from "react-router";
import { Container } from "@web/components/ui/container";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { DASHBOARD_TEXT } from "@domain/dashboard/dashboard-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, readDashboardTab, type DashboardTab } from "../dashboard-tab";

/**
 * The agent's and agency's dashboard under the greeting: "Mis propiedades", "Mensajes",
 * "Resumen", and for an agency's owner "Equipo" and "Reportes" (role=tablist). The tab lives in ?tab= so it can be linked and survives a reload;
 * only the open tab is mounted.
 */
export function DashboardTabs({ panels }: { panels: Partial<Record<DashboardTab, ReactNode>> }) {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  // A tab shows when the page gives it a panel ("Equipo" and "Reportes": agency owners only).
  const shown = DASHBOARD_TABS.filter((value) => panels[value] !== undefined);
  const tab = readDashboardTab(params, shown);
  const list = useRef<HTMLDivElement>(null);
  useActiveTabInView(list, tab);

  const setTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Container className="pt-4 pb-12 sm:pt-6 sm:pb-16">
      <Tabs value={tab} onValueChange={setTab}>
        {/* Phones: the agency's five tabs run past the screen's edge; the last ones fade
            out there (and the list ends in room to show the last one whole) so it reads as
            a strip that scrolls. */}
        <TabsList
          ref={list}
          aria-label={DASHBOARD_TEXT.yourDashboard[lang]}
          className="max-sm:pr-10 max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)]"
        >
          {shown.map((value) => (
            <TabsTrigger key={value} value={value}>
              {DASHBOARD_TAB_LABELS[value][lang]}
            </TabsTrigger>
          ))}
        </TabsList>
        {shown.map((value) => (
          <TabsContent key={value} value={value}>
            {panels[value]}
          </TabsContent>
        ))}
      </Tabs>
    </Container>
  );
}

/**
 * Phones: the strip scrolls sideways to bring the open tab to its middle (whole, clear of
 * the faded end), on load and whenever the tab changes. Only the strip moves, never the page.
 */
function useActiveTabInView(list: RefObject<HTMLDivElement | null>, tab: string) {
  const first = useRef(true);
  useEffect(() => {
    const strip = list.current;
    const active = strip?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!strip || !active) return;
    const stripBox = strip.getBoundingClientRect();
    const tabBox = active.getBoundingClientRect();
    const offset = tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2);
    strip.scrollTo({ left: strip.scrollLeft + offset, behavior: first.current ? "instant" : "smooth" });
    first.current = false;
  }, [list, tab]);
}
