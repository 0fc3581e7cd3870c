import { defineConfig } from "vitest/config";

// Unit tests: plain Node, next to the code they test.
export default defineConfig({
  test: {
    name: "unit",
    include: ["domain/**/*.test.ts", "db/**/*.test.ts", "worker/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
