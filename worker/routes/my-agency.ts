import { Hono } from "hono";
import {
  AGENCY_SIGNUP_LIMITS,
  AGENCY_SIGNUP_MESSAGES,
  agencySignupSchema,
  slugCheckQuerySchema,
  verificationResubmitSchema,
} from "../../domain/agencies/agency-signup";
import { AGENCY_MESSAGES, AGENCY_PROFILE_LIMITS, agencyProfileSchema } from "../../domain/agencies/agency-profile";
import { LISTING_MESSAGES as M } from "../../domain/listings/listing-messages";
import { ApiError, validationError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { readCappedForm } from "../middleware/capped-form";
import { agencyLogoFolder, checkAgencyLogo, storeAgencyLogo } from "../services/agency-logo";
import { createAgency, isSlugFree, requireAgencyAccount } from "../services/agency-signup/create-agency";
import { checkProof } from "../services/agency-signup/proof";
import { agencySignupState, resubmitVerification } from "../services/agency-signup/verification";
import { getAgencyProfile, requireOwnedAgency, setAgencyLogo, updateAgencyProfile } from "../services/agency-profile";
import { mediaUrl } from "../services/listing-photos/photo-storage";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// The multipart body: the logo and its boundaries.
const LOGO_BODY_MAX = AGENCY_PROFILE_LIMITS.logoMaxBytes + 16 * 1024;
const logoTooBig = () => new ApiError(413, "photo_too_big", AGENCY_MESSAGES.logoTooBig);
// The sign-up's body: its fields, a logo and the proof of address. A bigger body (a 50 MB
// proof) is refused on its Content-Length, before a byte is read.
const FORM_FIELDS_MAX = 64 * 1024;
const SIGNUP_BODY_MAX = AGENCY_SIGNUP_LIMITS.proofMaxBytes + AGENCY_PROFILE_LIMITS.logoMaxBytes + FORM_FIELDS_MAX;
const VERIFICATION_BODY_MAX = AGENCY_SIGNUP_LIMITS.proofMaxBytes + FORM_FIELDS_MAX;
const proofTooBig = () => new ApiError(413, "proof_too_big", AGENCY_SIGNUP_MESSAGES.proofTooBig);
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

// /api/my-agency: the agency its owner (role inmobiliaria) creates ("Alta de tu
// inmobiliaria") and edits in the dashboard's "Perfil de la inmobiliaria". Anyone without
// an agency of their own gets a 404 from the profile's routes.
export const myAgencyRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "The caller's agency's profile.", access: "signed-in", owner: "agency" }), async (c) =>
    c.json({ data: await getAgencyProfile(c.var.db, c.var.user.id) }),
  )
  // Whether the account has its agency yet, its verification's state and its verified phones.
  .get(
    "/signup",
    route({ summary: "Whether the account has its agency yet, its verification's state and its verified phones.", access: "agency-owner" }),
    async (c) => c.json({ data: await agencySignupState(c.var.db, c.var.user) }),
  )
  // Whether a slug is free, asked as it is typed (inmobiliaria accounts only).
  .get(
    "/slug",
    route({ summary: "Whether a slug is free, asked as it is typed.", access: "agency-owner", input: { query: slugCheckQuerySchema } }),
    async (c) => {
      requireAgencyAccount(c.var.user);
      const { slug } = c.req.valid("query");
      return c.json({ data: { slug, available: await isSlugFree(c.var.db, slug) } });
    },
  )
  // multipart/form-data: name, slug, description, zone_ids (repeated), phone, rfc, logo
  // (optional) and proof. Only a confirmed inmobiliaria account without an agency; the role
  // is checked before the body is read.
  .post(
    "/",
    route({
      summary: '"Alta de tu inmobiliaria": creates the agency (a confirmed inmobiliaria account without one).',
      access: "agency-owner",
      verifiedEmail: true,
      body: "multipart/form-data: name, slug, description, zone_ids (repeated), phone, rfc, logo?, proof",
    }),
    async (c) => {
      requireAgencyAccount(c.var.user);
      const form = await readCappedForm(c.req.raw, SIGNUP_BODY_MAX, { tooBig: proofTooBig });
      const parsed = agencySignupSchema.safeParse({
        name: text(form, "name"),
        slug: text(form, "slug"),
        description: text(form, "description"),
        zone_ids: form.getAll("zone_ids").filter((v) => typeof v === "string"),
        phone: text(form, "phone"),
        rfc: text(form, "rfc"),
      });
      if (!parsed.success) throw validationError(parsed.error);
      const logoPart = form.get("logo");
      const logo = logoPart !== null && typeof logoPart !== "string" && logoPart.size > 0 ? await checkAgencyLogo(logoPart) : null;
      const proof = await checkProof(form.get("proof"));
      const created = await createAgency(c.var.db, c.env.PHOTOS, c.var.user, parsed.data, { logo, proof });
      return c.json({ data: { ...created, ...(await agencySignupState(c.var.db, c.var.user)) } }, 201);
    },
  )
  // multipart/form-data: rfc and proof, after a rejection.
  .post(
    "/verification",
    route({
      summary: "Sends the verification again after a rejection.",
      access: "agency-owner",
      verifiedEmail: true,
      body: "multipart/form-data: rfc, proof",
    }),
    async (c) => {
      requireAgencyAccount(c.var.user);
      const form = await readCappedForm(c.req.raw, VERIFICATION_BODY_MAX, { tooBig: proofTooBig });
      const parsed = verificationResubmitSchema.safeParse({ rfc: text(form, "rfc") });
      if (!parsed.success) throw validationError(parsed.error);
      const proof = await checkProof(form.get("proof"));
      return c.json({ data: await resubmitVerification(c.var.db, c.env.PHOTOS, c.var.user, parsed.data.rfc, proof) }, 201);
    },
  )
  .put(
    "/",
    route({ summary: "Edits the agency's profile.", access: "signed-in", owner: "agency", input: { json: agencyProfileSchema } }),
    async (c) => c.json({ data: await updateAgencyProfile(c.var.db, c.var.user.id, c.req.valid("json")) }),
  )
  // multipart/form-data: logo. The same checks as a listing's photo: the length before
  // reading, the real type from the bytes (HEIC refused), the pixel size, metadata stripped;
  // stored under a content-addressed name.
  .post(
    "/logo",
    route({ summary: "Replaces the agency's logo.", access: "signed-in", owner: "agency", body: "multipart/form-data: logo" }),
    async (c) => {
      const length = c.req.header("content-length");
      if (!length || !/^\d+$/.test(length) || Number(length) > LOGO_BODY_MAX) throw logoTooBig();
      const agency = await requireOwnedAgency(c.var.db, c.var.user.id);
      const form = await readCappedForm(c.req.raw, LOGO_BODY_MAX, {
        tooBig: logoTooBig,
        notMultipart: () => new ApiError(415, "photo_type", M.photoType),
        broken: () => new ApiError(400, "photo_broken", M.photoBroken),
      });
      const file = form.get("logo");
      if (file === null || typeof file === "string") throw new ApiError(400, "photo_required", M.photoType);
      const { url } = await storeAgencyLogo(c.env.PHOTOS, agency.id, await checkAgencyLogo(file));
      const folder = agencyLogoFolder(agency.id);
      const replaced = await setAgencyLogo(c.var.db, agency.id, url);
      // The logo it replaced is only this agency's (its folder): its file goes. The same bytes
      // again are the same name, and a logo from elsewhere (the demo's) is not ours to delete.
      if (replaced && replaced !== url && replaced.startsWith(mediaUrl(folder))) await c.env.PHOTOS.delete(replaced.slice(mediaUrl("").length));
      return c.json({ data: { logo_url: url } }, 201);
    },
  );
