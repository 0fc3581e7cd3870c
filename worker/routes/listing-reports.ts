import { Hono } from "hono";
import * as z from "zod";
import { recordIdSchema } from "../../domain/ids";
import { DomainError } from "../../domain/errors/domain-error";
import { holdAnswerSchema } from "../../domain/trust/hold-answers";
import { listingReportRequestSchema, REPORT_MESSAGES, reportReference } from "../../domain/trust/listing-reports";
import { sendMail } from "../adapters/mail";
import { reportReceivedEmail } from "../mail/report-received";
import { noStore } from "../middleware/no-store";
import { requestLang } from "../middleware/request-lang";
import { accountLangOf } from "../services/account-lang";
import { rateLimit } from "../middleware/rate-limit";
import { describeErrorForLog } from "../logging/log-redaction";
import { answerHold, listMyHolds, notifyListingHeld } from "../services/listing-reports/advertiser-holds";
import { reportListing } from "../services/listing-reports/report-listing";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// POST /api/listing-reports: "Reportar anuncio" (public). A signed-in person reports as
// their account; an anonymous one gives an e-mail. Limited per network address here and per
// e-mail (a day) and per listing in the service.
export const listingReportsRoutes = new Hono<AppEnv>().use("*", noStore).post(
  "/",
  rateLimit("listing-report", "CALL_RATE_LIMITER"),
  route({
    summary: '"Reportar anuncio": as the account when signed in, with an e-mail otherwise.',
    access: "public",
    input: { json: listingReportRequestSchema },
  }),
  async (c) => {
    const input = c.req.valid("json");
    const user = await currentProfile(c);
    const email = user?.email ?? input.email;
    if (!email) throw new DomainError("validation_error", REPORT_MESSAGES.emailRequired, { email: [REPORT_MESSAGES.emailRequired] });
    const outcome = await reportListing(c.var.db, input, { userId: user?.id ?? null, email });
    const { db, config, origin } = c.var;
    if (outcome.held) c.executionCtx.waitUntil(notifyListingHeld(db, config, origin, outcome.propertyId, outcome.held));
    // An account's unconfirmed address may not be theirs: it hears nothing from us.
    if (!user || user.emailVerified) {
      const pageLang = requestLang(c);
      c.executionCtx.waitUntil(
        Promise.all([reportReference(outcome.reportId), user ? accountLangOf(db, user.id) : pageLang])
          .then(([reference, lang]) => sendMail(db, config, reportReceivedEmail(email, { reference }, lang)))
          .catch((error) => console.error("report_ack_mail_failed", { error: describeErrorForLog(error) })),
      );
    }
    return c.json({ data: { message: REPORT_MESSAGES.sent } }, 201);
  },
);

const holdParam = z.object({ propertyId: recordIdSchema });

// GET /api/my-listing-holds: why each of my listings in review left search, and my answer;
// POST /api/my-listing-holds/{propertyId}/answer: the advertiser answers the review.
export const myListingHoldsRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "Why each of my listings in review left search, and my answer.", access: "agent" }), async (c) =>
    c.json({ data: await listMyHolds(c.var.db, c.var.user) }),
  )
  .post(
    "/:propertyId/answer",
    route({ summary: "The advertiser answers the review.", access: "agent", owner: "agent", input: { param: holdParam, json: holdAnswerSchema } }),
    async (c) => {
      const hold = await answerHold(c.var.db, c.var.user, c.req.valid("param").propertyId, c.req.valid("json").answer);
      return c.json({ data: hold });
    },
  );
