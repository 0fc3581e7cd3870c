import { describe, expect, it } from "vitest";
import { searchIdOfUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const SECRET = "un-secreto-de-prueba-0123456789-abcdef";
const ID = "7d3f2c1e-5a4b-4c3d-9e8f-0a1b2c3d4e5f";

describe("unsubscribe tokens", () => {
  it("name the saved search they were signed for", async () => {
    const token = await unsubscribeToken(SECRET, ID);
    expect(token).toMatch(new RegExp(`^${ID}\\.[A-Za-z0-9_-]{43}$`));
    expect(await searchIdOfUnsubscribeToken(SECRET, token)).toBe(ID);
  });

  it("refuse a changed signature, another search's id, another secret, and anything else", async () => {
    const token = await unsubscribeToken(SECRET, ID);
    const [, mac] = token.split(".");
    const flipped = `${ID}.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    const other = `00000000-0000-4000-8000-000000000000.${mac}`;
    for (const bad of [flipped, other, `${ID}.`, ID, "", "a.b.c", `${ID}.${mac}=`, `${ID}.${mac}`.repeat(10)]) {
      expect(await searchIdOfUnsubscribeToken(SECRET, bad), bad).toBeNull();
    }
    expect(await searchIdOfUnsubscribeToken("otro-secreto-0123456789-0123456789", token)).toBeNull();
  });
});
