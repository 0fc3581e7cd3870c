import { describe, expect, it } from "vitest";
import { askBefore, hideBefore } from "../../domain/listings/freshness";
import { generateListings } from "./listings";
import { buildLocations, DEFAULT_SEED } from "./locations";
import { buildPhotoCatalog } from "./photo-catalog";
import { DEFAULT_LISTINGS } from "./run";
import { withConfirmationAges } from "./trust-freshness";

const NOW = new Date("2026-11-24T12:00:00Z");

function seeded() {
  const { properties } = generateListings({
    seed: DEFAULT_SEED,
    count: DEFAULT_LISTINGS,
    now: NOW,
    places: buildLocations(DEFAULT_SEED),
    agents: [],
    photos: buildPhotoCatalog(),
  });
  withConfirmationAges(DEFAULT_SEED, NOW, properties);
  return properties;
}

describe("the seed's confirmation ages", () => {
  const props = seeded();

  it("confirms every listing between its creation and now", () => {
    for (const p of props) {
      expect(p.confirmedAt, p.id).toBeInstanceOf(Date);
      expect((p.confirmedAt as Date).getTime()).toBeGreaterThanOrEqual((p.createdAt as Date).getTime());
      expect((p.confirmedAt as Date).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("leaves the published ones either within their limit or asked and waiting, as the cron would", () => {
    for (const p of props.filter((x) => x.status === "publicada")) {
      const op = p.operationType!;
      if (p.confirmationAskedAt) expect((p.confirmationAskedAt as Date) > hideBefore(op, NOW), p.id).toBe(true);
      else expect((p.confirmedAt as Date) > askBefore(op, NOW), p.id).toBe(true);
    }
  });

  it("shows every case: recent, asked and waiting, and out of search unconfirmed", () => {
    const published = props.filter((p) => p.status === "publicada");
    const unconfirmed = props.filter((p) => p.status === "por_confirmar");
    const asked = published.filter((p) => p.confirmationAskedAt);
    expect(unconfirmed.length).toBeGreaterThan(5);
    expect(asked.length).toBeGreaterThan(10);
    for (const p of unconfirmed) {
      expect((p.confirmationAskedAt as Date) <= hideBefore(p.operationType!, NOW), p.id).toBe(true);
      expect((p.confirmedAt as Date) <= askBefore(p.operationType!, p.confirmationAskedAt as Date), p.id).toBe(true);
    }
    const recent = published.filter((p) => NOW.getTime() - (p.confirmedAt as Date).getTime() < 7 * 86_400_000);
    expect(recent.length / published.length).toBeGreaterThan(0.4);
  });
});
