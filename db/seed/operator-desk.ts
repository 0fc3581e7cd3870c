// The operator's desk on `npm start`: a demo operator account (granted like any operator,
// in the operators table) and a few items waiting in its queues, so the desk is not empty:
// a pending verification request of a demo agency (with a proof of address in local R2), a
// listing held after three reports (with the advertiser's answer), and a listing with one
// report that is still published.
import { accounts, users } from "../schema/auth";
import { verificationRequests } from "../schema/advertiser-verification";
import { listingHolds, listingReports, operators } from "../schema/moderation";
import type { TableRows } from "./insert";
import type { properties } from "../schema/properties";
import type { DemoAccounts } from "./accounts";
import { AGENCIES } from "./data/agencies";
import type { PhotoObject } from "./photos";
import { stableId } from "./random";

export const DEMO_OPERATOR = { email: "operador@hogaria.mx", name: "Equipo de Operación Hogaria" } as const;

// The agency whose verification waits in the queue, and its RFC (persona moral, valid check digit).
const PENDING_AGENCY = AGENCIES[AGENCIES.length - 1];
const PENDING_RFC = "PSF150312AB3";
const HOUR = 60 * 60 * 1000;

export type OperatorDeskRows = {
  users: (typeof users.$inferInsert)[];
  accounts: (typeof accounts.$inferInsert)[];
  operators: (typeof operators.$inferInsert)[];
  verificationRequests: (typeof verificationRequests.$inferInsert)[];
  listingReports: (typeof listingReports.$inferInsert)[];
  listingHolds: (typeof listingHolds.$inferInsert)[];
};

export const proofKeyOf = (requestId: string) => `verification/${requestId}`;

/**
 * The desk's rows. `props` are the seeded listings: the held one is taken out of search here
 * (status en_revision), before anything is computed from the published ones.
 */
export function buildOperatorDesk(
  seed: string,
  passwordHash: string,
  now: Date,
  demo: DemoAccounts,
  props: (typeof properties.$inferInsert)[],
): OperatorDeskRows {
  const operatorId = stableId(seed, "usr_", DEMO_OPERATOR.email, 16);
  const rows: OperatorDeskRows = {
    users: [
      {
        id: operatorId,
        name: DEMO_OPERATOR.name,
        email: DEMO_OPERATOR.email,
        emailVerified: true,
        image: null,
        role: "no_agente",
        createdAt: now,
        updatedAt: now,
      },
    ],
    accounts: [
      {
        id: stableId(seed, "acc_", DEMO_OPERATOR.email, 16),
        accountId: operatorId,
        providerId: "credential",
        userId: operatorId,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      },
    ],
    operators: [{ userId: operatorId, grantedAt: now }],
    verificationRequests: [],
    listingReports: [],
    listingHolds: [],
  };

  const agency = demo.agencies.find((a) => a.slug === PENDING_AGENCY.slug);
  if (agency) {
    const id = demoVerificationRequestId(seed);
    rows.verificationRequests.push({
      id,
      kind: "inmobiliaria",
      userId: agency.ownerId,
      agencyId: agency.id!,
      rfc: PENDING_RFC,
      proofKey: proofKeyOf(id),
      proofContentType: "application/pdf",
      status: "pendiente",
      createdAt: new Date(now.getTime() - 20 * HOUR),
    });
  }

  // Listings of agency agents (never the independent demo agent's, whom other demos use).
  const independent = demo.listingAgents.find((a) => a.agencyId === null)?.id;
  const candidates = props.filter((p) => p.status === "publicada" && p.agentId !== independent && p.agencyId);
  const [held, reported] = [candidates[candidates.length - 1], candidates[candidates.length - 2]];
  if (held) {
    held.status = "en_revision";
    const reports = [
      {
        email: "vecina.narvarte@example.mx",
        reason: "fotos_de_otra_propiedad",
        note: "Las fotos son de un departamento en otra colonia; las vi en otro portal.",
      },
      {
        email: "jorge.b@example.mx",
        reason: "dinero_antes_de_visitar",
        note: "Me pidieron un apartado de $5,000 por transferencia antes de enseñarlo.",
      },
      { email: "paola.rentas@example.mx", reason: "precio_falso", note: null },
    ] as const;
    reports.forEach((r, i) =>
      rows.listingReports.push({
        id: stableId(seed, "rep_", `${held.id}:${r.email}`, 16),
        propertyId: held.id!,
        reporterEmail: r.email,
        reason: r.reason,
        note: r.note,
        createdAt: new Date(now.getTime() - (30 - i * 6) * HOUR),
      }),
    );
    rows.listingHolds.push({
      id: stableId(seed, "hld_", held.id!, 16),
      propertyId: held.id!,
      reason: "reportes",
      previousStatus: "publicada",
      advertiserAnswer: "Las fotos son de este departamento; puedo mostrar la escritura y agendar una visita sin ningún pago previo.",
      answeredAt: new Date(now.getTime() - 4 * HOUR),
      createdAt: new Date(now.getTime() - 18 * HOUR),
    });
  }
  if (reported) {
    rows.listingReports.push({
      id: stableId(seed, "rep_", `${reported.id}:ana`, 16),
      propertyId: reported.id!,
      reporterEmail: "ana.m@example.mx",
      reason: "no_responde",
      note: "Escribí tres veces y nadie contesta.",
      createdAt: new Date(now.getTime() - 8 * HOUR),
    });
  }
  return rows;
}

export const demoVerificationRequestId = (seed: string) => stableId(seed, "ver_", PENDING_AGENCY.slug, 16);

// The pending request's proof of address: a one-page PDF, kept in local R2 like an uploaded one.
export function demoProofObjects(seed: string): PhotoObject[] {
  return [{ key: proofKeyOf(demoVerificationRequestId(seed)), contentType: "application/pdf", body: async () => demoProofPdf(PENDING_AGENCY.name) }];
}

function demoProofPdf(agencyName: string): Uint8Array {
  const text = `Comprobante de domicilio de demostracion: ${agencyName.normalize("NFD").replace(/[\u0300-\u036f]/g, "")}`.replace(/[()\\]/g, "");
  const stream = `BT /F1 14 Tf 60 740 Td (${text}) Tj 0 -24 Td (Av. Santa Fe 482, Cuajimalpa, Ciudad de Mexico) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

// The rows in the order their references need (accounts after users, holds after listings).
export function operatorDeskGroups(rows: OperatorDeskRows): TableRows[] {
  return [
    { table: users, rows: rows.users },
    { table: accounts, rows: rows.accounts },
    { table: operators, rows: rows.operators },
    { table: verificationRequests, rows: rows.verificationRequests },
    { table: listingReports, rows: rows.listingReports },
    { table: listingHolds, rows: rows.listingHolds },
  ];
}
