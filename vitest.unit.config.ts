import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Unit tests: plain Node, next to the code they test.
export default defineConfig({
  resolve: { alias: { "@domain": here("./domain"), "@web": here("./web/src"), "@party": here("./party") } },
  test: {
    name: "unit",
    include: ["domain/**/*.test.ts", "db/**/*.test.ts", "worker/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
