import { useState, type ReactNode } from "react";
import { OPERATOR_DESK_TITLE, OPERATOR_MESSAGES, OPERATOR_TABS, type OperatorTab } from "@domain/trust/operator-desk";
import { Container } from "@web/components/ui/container";
import { PageHead } from "@web/components/page-head";
import { PageSkeleton } from "@web/components/page-skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { ApiError, failureText } from "@web/lib/api-client";
import { useAuditLog, useDeskAction, useOperatorQueues, usePhotoFailures, usePriceFlags } from "../hooks/use-operator-desk";
import { AuditLogList } from "./audit-log-list";
import { ListingReviewCard } from "./listing-review-card";
import { PhotoFailuresTab } from "./photo-failures-tab";
import { PriceFlagsTab } from "./price-flags-tab";
import { VerificationCard } from "./verification-card";

/**
 * /operador: the queues (verification requests, reported listings, held listings, prices
 * out of line, photos the fingerprint queue gave up on) and the audit log. Whoever the worker does not count as an operator sees `notAllowed` (the 404 page).
 */
export function OperatorDeskPage({ notAllowed }: { notAllowed: ReactNode }) {
  const [tab, setTab] = useState<OperatorTab>("reportes");
  const queues = useOperatorQueues();
  const audit = useAuditLog(tab === "bitacora");
  const priceFlags = usePriceFlags();
  const photoFailures = usePhotoFailures();
  const action = useDeskAction();
  if (queues.error instanceof ApiError && queues.error.status === 403) return notAllowed;
  if (queues.isPending) return <PageSkeleton label="Cargando el panel…" />;
  if (queues.error) return <Container className="py-10 text-slate-700">{failureText(queues.error)}</Container>;
  const { verifications, reports, holds } = queues.data;
  const counts: Record<OperatorTab, number | null> = {
    verificaciones: verifications.length,
    reportes: reports.length,
    retenidos: holds.length,
    precios: priceFlags.data?.length ?? null,
    fotos: photoFailures.data?.items.length ?? null,
    bitacora: null,
  };
  const busy = action.isPending;
  const empty = (text: string) => <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{text}</p>;
  return (
    <Container className="py-6 sm:py-10">
      <PageHead title={`${OPERATOR_DESK_TITLE} · Hogaria`} noindex />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{OPERATOR_DESK_TITLE}</h1>
      <Tabs value={tab} onValueChange={(v) => setTab(v as OperatorTab)} className="mt-4">
        <TabsList aria-label={OPERATOR_DESK_TITLE}>
          {(Object.keys(OPERATOR_TABS) as OperatorTab[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {OPERATOR_TABS[key]}
              {counts[key] !== null && <span className="ml-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{counts[key]}</span>}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="verificaciones" className="space-y-4">
          {verifications.length === 0
            ? empty(OPERATOR_MESSAGES.emptyVerifications)
            : verifications.map((v) => <VerificationCard key={v.id} item={v} busy={busy} onAction={action.mutate} />)}
        </TabsContent>
        <TabsContent value="reportes" className="space-y-4">
          {reports.length === 0
            ? empty(OPERATOR_MESSAGES.emptyReports)
            : reports.map((l) => <ListingReviewCard key={l.id} listing={l} busy={busy} onAction={action.mutate} />)}
        </TabsContent>
        <TabsContent value="retenidos" className="space-y-4">
          {holds.length === 0
            ? empty(OPERATOR_MESSAGES.emptyHolds)
            : holds.map((l) => <ListingReviewCard key={l.id} listing={l} busy={busy} onAction={action.mutate} />)}
        </TabsContent>
        <TabsContent value="precios" className="space-y-4">
          <PriceFlagsTab query={priceFlags} empty={empty(OPERATOR_MESSAGES.emptyPriceFlags)} busy={busy} onAction={action.mutate} />
        </TabsContent>
        <TabsContent value="fotos" className="space-y-4">
          <PhotoFailuresTab query={photoFailures} empty={empty(OPERATOR_MESSAGES.emptyPhotoFailures)} busy={busy} onAction={action.mutate} />
        </TabsContent>
        <TabsContent value="bitacora">
          {audit.isPending ? (
            <PageSkeleton label="Cargando la bitácora…" />
          ) : audit.error ? (
            <p className="text-slate-700">{failureText(audit.error)}</p>
          ) : (
            <AuditLogList lines={audit.data} />
          )}
        </TabsContent>
      </Tabs>
    </Container>
  );
}
