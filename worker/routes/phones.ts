import { Hono } from "hono";
import { sendPhoneCodeSchema, verifyPhoneCodeSchema, type VerifiedPhone } from "../../domain/phones/schemas";
import { noStore } from "../middleware/no-store";
import { rateLimit } from "../middleware/rate-limit";
import { sendPhoneCode, verifyPhoneCode } from "../services/phones/phone-codes";
import { listVerifiedPhones } from "../services/phones/verified-phones";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// /api/phones: the signed-in account proves a Mexican mobile number with a code sent by
// SMS. Advertisers need one to publish and only they show one, so only an advertiser whose
// e-mail is confirmed makes Hogaria send (and check) a code; any account reads its list. Besides the
// per-number and per-account limits kept in the database (domain/phones/otp-rules.ts),
// each client address is limited like the other attempts (sign-in…).
export const phonesRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "The caller's verified phones.", access: "signed-in" }), async (c) => {
    const phones = await listVerifiedPhones(c.var.db, c.var.user.id);
    return c.json({ data: phones.map((p): VerifiedPhone => ({ phone: p.phone, verified_at: p.verifiedAt.toISOString() })) });
  })
  .post(
    "/code",
    route({
      summary: "Sends a code by SMS to verify a phone.",
      access: "agent",
      verifiedEmail: true,
      limits: [rateLimit("phone-code")],
      input: { json: sendPhoneCodeSchema },
    }),
    async (c) => c.json({ data: await sendPhoneCode(c.var.db, c.var.config, c.var.user, c.req.valid("json").phone) }, 201),
  )
  .post(
    "/verify",
    route({
      summary: "Verifies a phone with the code sent to it.",
      access: "agent",
      owner: "agent",
      verifiedEmail: true,
      limits: [rateLimit("phone-verify")],
      input: { json: verifyPhoneCodeSchema },
    }),
    async (c) => {
      const { phone, code } = c.req.valid("json");
      return c.json({ data: await verifyPhoneCode(c.var.db, c.var.config, c.var.user, phone, code) });
    },
  );
