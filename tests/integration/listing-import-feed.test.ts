import { beforeAll, describe, expect, inject, it } from "vitest";
import { FEED_MESSAGES, type FeedAnswer } from "../../domain/listing-imports/feed-contract";
import { IMPORT_FIELD_LABELS } from "../../domain/listing-imports/import-fields";
import { IMPORT_FILE_MESSAGES } from "../../domain/listing-imports/import-file-messages";
import { fetchEasyBrokerFeed, FeedFailure } from "../../worker/services/listing-imports/fetch-feed";
import type { PropertyDetail } from "../../domain/properties/property";
import { type Account, call, exec, newAccount } from "./helpers";
import { aColonia, insertAgencyListing } from "./listing-fixtures";

// POST /api/listing-imports/feed: an agency's EasyBroker feed by URL, fetched by the worker
// (from the local receiver, tests/fixtures/easybroker/feed-routes.ts) and answered as the
// table a file gives.

const host = () => inject("webhookControlUrl");
let agent: Account;
beforeAll(async () => {
  agent = await newAccount("agente");
});

async function feed(url: unknown, who: Account | null = agent) {
  const res = await call("/api/listing-imports/feed", { cookie: who?.cookie, body: { url } });
  return {
    status: res.status,
    body: (await res.json()) as { data: FeedAnswer; error: { code: string; message: string; fields?: Record<string, string[]> } },
  };
}

const ids = (answer: FeedAnswer) => answer.rows.map((r) => r[answer.headers.indexOf(IMPORT_FIELD_LABELS.source_id)]);
const TEN = Array.from({ length: 10 }, (_, i) => `EB-CC${1001 + i}`);

describe("POST /api/listing-imports/feed", { timeout: 90_000 }, () => {
  it("answers a feed of 10 as the table a file gives, with Hogaria's headers", async () => {
    const { status, body } = await feed(`${host()}/feeds/properties.json`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.pages).toBe(1);
    expect(body.data.headers).toContain(IMPORT_FIELD_LABELS.maintenance);
    expect(body.data.headers).toContain(IMPORT_FIELD_LABELS.hide_address);
    expect(ids(body.data)).toEqual(TEN);
    const first = body.data.rows[0];
    expect(first[body.data.headers.indexOf(IMPORT_FIELD_LABELS.street)]).toBe("Orizaba 120");
    expect(first[body.data.headers.indexOf(IMPORT_FIELD_LABELS.total_surface)]).toBe("");
  });

  it("follows the API's pagination.next_page to the last page, and a redirect", async () => {
    const paged = await feed(`${host()}/feeds/v1/properties?page=1`);
    expect(paged.status, JSON.stringify(paged.body)).toBe(200);
    expect(paged.body.data.pages).toBe(3);
    expect(ids(paged.body.data)).toEqual(TEN);
    const moved = await feed(`${host()}/feeds/moved`);
    expect(moved.status).toBe(200);
    expect(ids(moved.body.data)).toEqual(TEN);
  });

  it("stops at the stated number of pages", async () => {
    const { status, body } = await feed(`${host()}/feeds/endless?page=1`);
    expect(status).toBe(422);
    expect(body.error.message).toBe(FEED_MESSAGES.tooManyPages);
  });

  it("refuses a feed over the size cap, declared or not, before parsing it", async () => {
    for (const file of ["huge.json", "huge-stream.json"]) {
      const { status, body } = await feed(`${host()}/feeds/${file}`);
      expect(status, file).toBe(413);
      expect(body.error.message).toBe(FEED_MESSAGES.tooLarge);
    }
  });

  it("says what is wrong with an answer that is not a feed", async () => {
    const cases: [string, number, string][] = [
      ["not-json", 422, FEED_MESSAGES.notJson],
      ["not-a-feed.json", 422, IMPORT_FILE_MESSAGES.easyBrokerShape],
      ["broken", 502, FEED_MESSAGES.httpStatus(500)],
      ["missing.json", 502, FEED_MESSAGES.httpStatus(404)],
    ];
    for (const [file, want, message] of cases) {
      const { status, body } = await feed(`${host()}/feeds/${file}`);
      expect([file, status, body.error.message]).toEqual([file, want, message]);
    }
  });

  it("refuses what is not an http(s) address with the form's message, and anyone but an agent", async () => {
    for (const url of ["ftp://example.com/feed.json", "javascript:alert(1)", "feed.json", "", 42, `https://example.com/${"a".repeat(2001)}`]) {
      const { status, body } = await feed(url);
      expect(status, String(url)).toBe(400);
      expect([FEED_MESSAGES.url, FEED_MESSAGES.urlTooLong]).toContain(body.error.message);
    }
    expect((await feed(`${host()}/feeds/properties.json`, null)).status).toBe(401);
    const buyer = await newAccount("no_agente");
    expect((await feed(`${host()}/feeds/properties.json`, buyer)).status).toBe(403);
  });
});

describe("fetchEasyBrokerFeed in production", () => {
  it("refuses this machine, private networks and metadata addresses before any request", async () => {
    for (const url of [
      `${host()}/feeds/properties.json`,
      "http://10.0.0.8/feed.json",
      "http://169.254.169.254/latest/",
      "http://localhost/feed",
      "http://[::1]/f",
    ]) {
      const failure = await fetchEasyBrokerFeed(url, { publicOnly: true }).catch((e: unknown) => e);
      expect(failure, url).toBeInstanceOf(FeedFailure);
      expect((failure as FeedFailure).message).toBe(FEED_MESSAGES.privateAddress);
    }
  });
});

describe("a listing imported with show_exact_location false", () => {
  it("is answered to buyers as an approximate location: the colonia's centre and no street", async () => {
    const colonia = await aColonia();
    const [hidden, exact] = await Promise.all(
      ["Departamento con ubicación aproximada", "Departamento con ubicación exacta"].map((title) =>
        insertAgencyListing(colonia, { agentId: agent.id, agencyId: null, title }),
      ),
    );
    // As publishing writes "Mostrar solo la colonia": the colonia as the address, its centre as lat/lng.
    await exec("UPDATE properties SET hide_address = 1, street = 'Orizaba 120', address = ? WHERE id = ?", [colonia.name, hidden]);
    const detail = async (id: string) => ((await (await call(`/api/properties/${id}`)).json()) as { data: PropertyDetail }).data;
    const shown = await detail(hidden);
    expect(shown).toMatchObject({ approximate_location: true, address: colonia.name, lat: colonia.lat, lng: colonia.lng });
    expect(JSON.stringify(shown)).not.toContain("Orizaba 120");
    expect((await detail(exact)).approximate_location).toBe(false);
  });
});
