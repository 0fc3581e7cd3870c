import { describe, expect, it } from "vitest";
import { formatPriceMXN } from "../../domain/format/money";
import { COST_TEXTS } from "../../domain/listing-costs/cost-texts";
import { isai } from "../../domain/listing-costs/isai";
import { creditsToMask } from "../../domain/listings/facts";
import { pageHref } from "../../domain/pages/page-routes";
import type { PropertyDetail } from "../../domain/properties/property";
import { call, exec } from "./helpers";
import { aColonia } from "./listing-fixtures";
import { agentWithPasses, publish } from "./price-fixtures";

// A listing's money facts reach the detail answer, and the page the worker renders says what
// the listing costs with them: no script needed to read the move-in cash or the ISAI.

async function detail(id: string): Promise<PropertyDetail> {
  const res = await call(`/api/properties/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PropertyDetail }).data;
}

async function pageText(id: string): Promise<string> {
  const res = await call(pageHref.property(id));
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("what a listing costs, on its page", () => {
  it("a rental's deposit months and guarantee reach the answer and the rendered move-in cash", async () => {
    const agent = await agentWithPasses();
    const colonia = await aColonia();
    const unsaid = await publish(agent, colonia, { operation_type: "renta", price: 20_000, maintenance: 2_000 });
    const said = await publish(agent, colonia, { operation_type: "renta", price: 20_000, maintenance: 2_000 });
    // The facts as the publish form will write them (before any read: the answers are cached by the listings' version).
    await exec("UPDATE properties SET deposit_months = 2, guarantee = 'aval', maintenance_included = 0 WHERE id = ?", [said]);

    expect(await detail(unsaid)).toMatchObject({ facts: { deposit_months: null, guarantee: null, maintenance_included: null, credits: null } });
    // One month as the CDMX custom when the listing does not say.
    expect(await pageText(unsaid)).toContain(`Depósito (1 mes) ${COST_TEXTS.rental.depositCustomNote} ${formatPriceMXN(20_000)}`);

    expect(await detail(said)).toMatchObject({ facts: { deposit_months: 2, guarantee: "aval", maintenance_included: false } });
    const text = await pageText(said);
    expect(text).toContain(COST_TEXTS.rental.heading);
    expect(text).toContain(`Depósito (2 meses) ${COST_TEXTS.rental.depositNote} ${formatPriceMXN(40_000)}`);
    // Two months of deposit, the first month with its cuota; an aval costs nothing.
    expect(text).toContain(`${COST_TEXTS.rental.moveInTotal} ${formatPriceMXN(40_000 + 22_000)}`);
  });

  it("a sale's credits reach the answer, and its page renders the ISAI of its price", async () => {
    const agent = await agentWithPasses();
    const id = await publish(agent, await aColonia(), { operation_type: "venta", price: 4_000_000 });
    await exec("UPDATE properties SET credits = ? WHERE id = ?", [creditsToMask(["infonavit", "contado"]), id]);
    expect(await detail(id)).toMatchObject({ facts: { credits: ["infonavit", "contado"] } });
    const text = await pageText(id);
    expect(text).toContain(COST_TEXTS.sale.heading);
    expect(text).toContain(`${COST_TEXTS.sale.isai} ${COST_TEXTS.sale.isaiNote} ${formatPriceMXN(Math.round(isai(4_000_000)))}`);
    // Infonavit is accepted; a bank credit and Fovissste are not among the listing's credits.
    expect(text.match(new RegExp(COST_TEXTS.credit.notAccepted, "g"))).toHaveLength(2);
  });
});
