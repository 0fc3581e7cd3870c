import { AGENCY_SIGNUP_MESSAGES as M, AGENCY_VERIFICATION_TEXT as V } from "../../domain/agencies/agency-signup";
import { AGENCY_TEAM_MESSAGES } from "../../domain/agencies/agency-team-messages";
import { PHONE_MESSAGES } from "../../domain/phones/phone-messages";
import { TRUST_TEXTS } from "../../domain/trust/advertiser-trust";
import { RFC_MESSAGES } from "../../domain/trust/rfc";
import { test, expect, waitingForTheApp } from "./app-test";
import { CONFIRMATION_LINK, latestLinkFor } from "./mailbox";
import { latestSmsCode, uniquePhone } from "./sms-outbox";

// A new agency creates itself, on a phone: it registers as inmobiliaria, confirms its
// e-mail from the development mailbox, meets "Alta de tu inmobiliaria" on its dashboard
// (and from "Equipo"), is told what is wrong (a taken address, an RFC with a wrong check
// digit, a "PDF" that is not one), creates its agency, sees its verification waiting for
// review, has its public page, and invites an agent who joins.

const PASSWORD = "ClaveSegura2026";
const INVITATION_LINK = /https?:\/\/\S+\/invitacion\?token=\S+/;
const TAKEN_SLUG = "casa-capital-inmobiliaria"; // a demo agency's
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

test("a new inmobiliaria registers, confirms its e-mail, creates its agency and invites an agent who joins", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const stamp = Date.now();
  const email = `alta.${stamp}@example.mx`;
  const agencyName = `Hogares Norte ${stamp}`;
  const slug = `hogares-norte-${stamp}`;

  await page.goto("/register");
  await page.getByLabel("Nombre completo").fill("Laura Dueña");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await page.getByRole("radio", { name: /^Inmobiliaria/ }).check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(await latestLinkFor(page.request, email, CONFIRMATION_LINK));

  // "Equipo" no longer ends at "no agency": it leads to the form.
  await page.goto("/dashboard?tab=equipo");
  const signup = page.getByRole("region", { name: M.title });
  await expect(signup).toBeVisible();
  await expect(page.getByText(AGENCY_TEAM_MESSAGES.noAgency)).toBeVisible();
  await page.getByRole("link", { name: M.start }).click();
  await expect(signup.getByRole("heading", { name: M.title })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("alta-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // The address is suggested from the name and checked as it is typed.
  await signup.getByLabel("Nombre de la inmobiliaria").fill(agencyName);
  const address = signup.getByLabel("Dirección de tu página");
  await expect(address).toHaveValue(slug);
  await expect(signup.getByText(M.slugAvailable)).toBeVisible();
  await address.fill(TAKEN_SLUG);
  await expect(signup.getByText(M.slugTaken)).toBeVisible();
  await address.fill(slug);
  await expect(signup.getByText(M.slugAvailable)).toBeVisible();

  await signup.getByRole("checkbox", { name: "Coyoacán" }).check();
  await signup.getByLabel("Descripción").fill("Casas y departamentos en el sur de la ciudad.");
  await expect(signup.getByText(M.noVerifiedPhone)).toBeVisible();
  // The contact phone is verified by SMS right in the form, and becomes the agency's.
  const phone = uniquePhone();
  await signup.getByLabel("Celular de la inmobiliaria").fill(phone);
  await signup.getByRole("button", { name: "Enviar código" }).click();
  await signup.getByLabel("Código de verificación").fill(await latestSmsCode(page.request, phone));
  await signup.getByLabel("Código de verificación").press("Enter");
  await expect(signup.getByText(PHONE_MESSAGES.verified(phone))).toBeVisible();
  await expect(signup.getByLabel("Teléfono de contacto")).toHaveValue(phone);

  // An RFC with a wrong check digit is refused in the form.
  const rfc = signup.getByLabel("RFC de la inmobiliaria (persona moral)");
  await rfc.fill("WMT970714R11");
  const proofInput = signup.getByLabel("Elegir comprobante de domicilio");
  await proofInput.setInputFiles({ name: "comprobante.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>no soy un PDF</html>") });
  await signup.getByRole("button", { name: M.start }).click();
  await expect(signup.getByText(RFC_MESSAGES.checkDigit)).toBeVisible();
  await expect(rfc).toBeFocused();

  // A "PDF" that is not one is refused by the server, and the form says why.
  await rfc.fill("WMT970714R10");
  await signup.getByRole("button", { name: M.start }).click();
  await expect(signup.getByText(M.proofType).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("alta-errores-390.png"), fullPage: true });

  await proofInput.setInputFiles({ name: "comprobante.pdf", mimeType: "application/pdf", buffer: PDF });
  await signup.getByRole("button", { name: M.start }).click();
  await expect(page.getByText(M.created)).toBeVisible();
  const verification = page.getByRole("region", { name: V.pending });
  await expect(verification).toBeVisible();
  await expect(verification.getByText(V.unverified)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("alta-creada-390.png"), fullPage: true });

  // Its public page.
  await page.goto(`/inmobiliaria/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: agencyName })).toBeVisible();
  // Its phone is the one verified in the form: the page says so.
  await expect(page.getByText(TRUST_TEXTS.phoneVerified).first()).toBeVisible();

  // "Equipo" now invites.
  await page.goto("/dashboard?tab=equipo");
  const agentEmail = `agente.${stamp}@example.mx`;
  await page.getByLabel("Correo del agente").fill(agentEmail);
  await page.getByRole("button", { name: "Enviar invitación" }).click();
  await expect(page.getByText("Enviamos la invitación.")).toBeVisible();

  // The agent opens the link from the mailbox and joins.
  const agentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agent = waitingForTheApp(await agentContext.newPage());
  await agent.goto(await latestLinkFor(agent.request, agentEmail, INVITATION_LINK));
  await expect(agent.getByRole("heading", { level: 1, name: `Únete a ${agencyName}` })).toBeVisible();
  await agent.getByLabel("Nombre completo").fill("Mario Agente");
  await agent.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await agent.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await agent.getByRole("button", { name: "Crear cuenta y unirme" }).click();
  await expect(agent.getByText(`Te uniste a ${agencyName}.`)).toBeVisible();
  await agentContext.close();

  await page.reload();
  await expect(page.getByRole("region", { name: "Tu equipo" }).getByText("Mario Agente")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("equipo-1280.png"), fullPage: true });
});
