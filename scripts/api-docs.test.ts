import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

// The API's routes as createApi() mounts them, read on Node by `npm run api-docs -- --check`
// (no database, no workerd): what it prints is { undeclared, stale }.
let report: { undeclared: string[]; stale: boolean };

beforeAll(async () => {
  const run = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/api-docs.ts", "--check"], { cwd: root }).catch(
    (failed: { stdout: string }) => failed,
  );
  report = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}");
}, 120_000);

describe("the API's route declarations", () => {
  it("every endpoint createApi() mounts declares itself with route({ … })", () => {
    expect(report.undeclared, `endpoints without a declaration: ${report.undeclared.join(", ")}`).toEqual([]);
  });

  it("docs/api.md is what `npm run api-docs` writes from them", () => {
    expect(report.stale, "docs/api.md is out of date: run `npm run api-docs`").toBe(false);
  });
});
