import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { PriceFlagItem } from "@domain/trust/operator-desk-types";
import { PageSkeleton } from "@web/components/page-skeleton";
import { failureText } from "@web/lib/api-client";
import type { DeskAction } from "../api/operator-desk";
import { PriceFlagCard } from "./price-flag-card";

type Props = { query: UseQueryResult<PriceFlagItem[]>; empty: ReactNode; busy: boolean; onAction: (action: DeskAction) => void };

/** "Precios fuera de rango": the listings priced far below their colonia's median, furthest first. */
export function PriceFlagsTab({ query, empty, busy, onAction }: Props) {
  if (query.isPending) return <PageSkeleton label="Cargando los precios fuera de rango…" />;
  if (query.error) return <p className="text-slate-700">{failureText(query.error)}</p>;
  if (query.data.length === 0) return empty;
  return query.data.map((f) => <PriceFlagCard key={f.listing.id} flag={f} busy={busy} onAction={onAction} />);
}
