import { test, expect, type Page } from "./app-test";
import { patiently } from "./fixtures/patient-request";

// Plan changes on a phone (390 px): an agent on Pro chooses Expert on /precios and sees,
// before paying, the credit for Pro's unused days and what is paid today; the local checkout
// charges that amount; then 'Cambiar plan' offers individual plans only, and a downgrade to
// Básico is scheduled for the period's end and cancelled.

test.use({ viewport: { width: 390, height: 844 } });

const PASSWORD = "ClaveSegura2026";

/** A new independent agent, signed in, on Pro paid just now through the local checkout. */
async function agentOnPro(page: Page) {
  const agent = { email: `cambio.${Date.now()}@example.mx`, name: "Rosa Cambia" };
  const signUp = await patiently(() => page.request.post("/api/auth/sign-up/email", { data: { ...agent, password: PASSWORD, role: "agente" } }));
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const checkout = await page.request.post("/api/checkout", { data: { planId: "plan_pro" } });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = ((await checkout.json()) as { data: { url: string } }).data;
  const paid = await page.request.post(`/api/checkout/sessions/${url.split("/").pop()}/pay`);
  expect(paid.ok(), await paid.text()).toBe(true);
}

test("an agent on Pro upgrades to Expert and sees the credit before paying; a downgrade is scheduled and cancelled", async ({ page }) => {
  await agentOnPro(page);
  await page.goto("/precios");
  const current = page.getByRole("region", { name: "Tu plan actual" });
  await expect(current).toContainText("Pro");

  // 'Elegir' on Expert does not go to the payment: it says what the change does first.
  await page
    .getByRole("list", { name: "Planes individuales" })
    .getByRole("listitem", { name: "Expert", exact: true })
    .getByRole("button", { name: "Elegir" })
    .click();
  const confirm = page.getByRole("dialog", { name: "¿Cambiar a Expert?" });
  await expect(confirm.getByText("Expert empieza en cuanto pagues, con un periodo nuevo de 30 días.")).toBeVisible();
  // Paid a moment ago: 29 whole days of Pro ($999) unused, $966 credited, $1,033 today.
  await expect(confirm.getByRole("term").filter({ hasText: "Crédito por 29 días sin usar de Pro" })).toBeVisible();
  await expect(confirm.getByRole("definition").filter({ hasText: "−$966" })).toBeVisible();
  await expect(confirm.getByRole("definition").filter({ hasText: "$1,033" })).toBeVisible();
  await expect(confirm.getByText("Conservas lo que no has usado: 1 pase y 1 crédito 3D.")).toBeVisible();
  await expect(confirm.getByText("Tendrás 2 pases para publicar y 2 créditos para recorrido 3D.")).toBeVisible();
  await page.screenshot({ path: "test-results/plan-change-upgrade-390.png" });

  await confirm.getByRole("button", { name: "Continuar al pago" }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByText("$1,033")).toBeVisible();
  await expect(page.getByText("Hoy pagas con un crédito de $966 por los días sin usar de tu plan anterior; después, $1,999 al mes.")).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL(/\/precios$/);
  await expect(current).toContainText("Expert");

  // 'Cambiar Plan' offers an independent agent individual plans only.
  await current.getByRole("button", { name: "Cambiar Plan" }).click();
  const change = page.getByRole("dialog", { name: "Cambiar plan" });
  await expect(change.getByRole("list", { name: "Planes individuales" }).getByRole("listitem")).toHaveCount(3);
  await expect(change.getByText("Agencia Core")).toHaveCount(0);
  await change.getByRole("button", { name: "Elegir Básico" }).click();

  const downgrade = page.getByRole("dialog", { name: "¿Cambiar a Básico?" });
  await expect(downgrade.getByText(/^Cambia a Básico el \d+ de [a-z]+ de \d{4}, al terminar tu periodo\. Hoy no pagas nada\.$/)).toBeVisible();
  await expect(downgrade.getByText("Puedes cancelar el cambio antes de esa fecha.", { exact: false })).toBeVisible();
  await page.screenshot({ path: "test-results/plan-change-downgrade-390.png" });
  await downgrade.getByRole("button", { name: "Programar cambio" }).click();
  await expect(downgrade).toBeHidden();

  const notice = page.getByRole("status").filter({ hasText: /^Cambia a Básico el/ });
  await expect(notice).toBeVisible();
  await expect(current).toContainText("Expert");
  await notice.getByRole("button", { name: "Cancelar cambio" }).click();
  await expect(page.getByText("Cancelaste el cambio de plan. Tu plan actual se renovará como siempre.")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(current).toContainText("Expert");
  await expect(page.getByRole("status").filter({ hasText: /^Cambia a Básico el/ })).toHaveCount(0);
});
