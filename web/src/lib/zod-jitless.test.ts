import { expect, it } from "vitest";

it("makes zod jitless when it is loaded first, so zod never probes eval under the page's CSP", async () => {
  await import("./zod-jitless");
  const z = await import("zod");
  expect(z.config().jitless).toBe(true);
});
