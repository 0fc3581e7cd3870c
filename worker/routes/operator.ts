import { Hono, type Context } from "hono";
import { OPERATOR_MESSAGES } from "../../domain/trust/operator-desk";
import {
  approveVerificationSchema,
  auditLogQuerySchema,
  listingDecisionSchema,
  operatorIdParamSchema,
  reactivateSchema,
  rejectVerificationSchema,
  reviewPriceSchema,
  suspendSchema,
} from "../../domain/trust/operator-desk-schemas";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { listAuditLog } from "../services/operator/audit";
import { hideListing, restoreListing, type MailContext } from "../services/operator/listing-decisions";
import { priceFlagQueue, reviewPriceFlag } from "../services/operator/price-flags";
import { operatorQueues } from "../services/operator/queues";
import { reactivateAdvertiser, suspendAdvertiser } from "../services/operator/suspensions";
import { approveVerification, rejectVerification, verificationProof } from "../services/operator/verification-decisions";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

const mailContext = (c: Context<AppEnv>): MailContext => ({ db: c.var.db, config: c.var.config, origin: c.var.origin });

// /api/operator/*: the operator's desk. Every route asks for a session and the operators
// table (403 for anyone else); every answer is personal (no-store); every action writes
// a line to the audit log in the same transaction as its change.
export const operatorRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get("/queues", route({ summary: "The operator's queues.", access: "operator" }), async (c) => c.json({ data: await operatorQueues(c.var.db) }))
  .get("/price-flags", route({ summary: "Listings whose price looks wrong.", access: "operator" }), async (c) =>
    c.json({ data: await priceFlagQueue(c.var.db) }),
  )
  .post(
    "/price-flags/:id/review",
    route({ summary: "Reviews a price flag.", access: "operator", input: { param: operatorIdParamSchema, json: reviewPriceSchema } }),
    async (c) => c.json({ data: await reviewPriceFlag(c.var.db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .get("/audit-log", route({ summary: "The operators' audit log.", access: "operator", input: { query: auditLogQuerySchema } }), async (c) =>
    c.json({ data: await listAuditLog(c.var.db, c.req.valid("query").before) }),
  )
  // The proof of address of a verification request, streamed from the private bucket; it
  // is never cached nor offered to any other page.
  .get(
    "/verifications/:id/proof",
    route({ summary: "An agency's proof of address, streamed.", access: "operator", input: { param: operatorIdParamSchema } }),
    async (c) => {
      const proof = await verificationProof(c.var.db, c.req.valid("param").id);
      const object = proof ? await c.env.PHOTOS.get(proof.key) : null;
      if (!object) throw new ApiError(404, "not_found", OPERATOR_MESSAGES.proofNotFound);
      return new Response(object.body, {
        headers: {
          "Content-Type": proof!.type ?? object.httpMetadata?.contentType ?? "application/octet-stream",
          "Content-Disposition": "inline",
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        },
      });
    },
  )
  .post(
    "/verifications/:id/approve",
    route({
      summary: "Approves an agency's verification.",
      access: "operator",
      input: { param: operatorIdParamSchema, json: approveVerificationSchema },
    }),
    async (c) => c.json({ data: await approveVerification(mailContext(c), c.var.user.id, c.req.valid("param").id, c.req.valid("json").reason) }),
  )
  .post(
    "/verifications/:id/reject",
    route({
      summary: "Rejects an agency's verification.",
      access: "operator",
      input: { param: operatorIdParamSchema, json: rejectVerificationSchema },
    }),
    async (c) => c.json({ data: await rejectVerification(mailContext(c), c.var.user.id, c.req.valid("param").id, c.req.valid("json").reason) }),
  )
  .post(
    "/listings/:id/hide",
    route({ summary: "Hides a listing from search.", access: "operator", input: { param: operatorIdParamSchema, json: listingDecisionSchema } }),
    async (c) => c.json({ data: await hideListing(mailContext(c), c.var.user.id, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .post(
    "/listings/:id/restore",
    route({ summary: "Restores a hidden listing.", access: "operator", input: { param: operatorIdParamSchema, json: listingDecisionSchema } }),
    async (c) => c.json({ data: await restoreListing(mailContext(c), c.var.user.id, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .post(
    "/users/:id/suspend",
    route({ summary: "Suspends an advertiser.", access: "operator", input: { param: operatorIdParamSchema, json: suspendSchema } }),
    async (c) => c.json({ data: await suspendAdvertiser(mailContext(c), c.var.user.id, c.req.valid("param").id, c.req.valid("json").reason) }),
  )
  .post(
    "/users/:id/reactivate",
    route({ summary: "Reactivates a suspended advertiser.", access: "operator", input: { param: operatorIdParamSchema, json: reactivateSchema } }),
    async (c) => c.json({ data: await reactivateAdvertiser(mailContext(c), c.var.user.id, c.req.valid("param").id, c.req.valid("json").reason) }),
  );
