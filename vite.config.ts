import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// `npm run dev` tells the dev server where the worker listens.
const worker = process.env.HOGARIA_WORKER_URL ?? "http://127.0.0.1:8787";

// The web app. `npm run build` writes dist/client, which the worker serves as its assets.
// `npm run dev` runs this dev server (hot reload) in front of `wrangler dev` on :8787.
export default defineConfig({
  root: here("./web"),
  publicDir: here("./web/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@domain": here("./domain"),
      "@web": here("./web/src"),
    },
  },
  build: {
    outDir: here("./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": worker,
      "/media": worker,
      "/parties": { target: worker.replace(/^http/, "ws"), ws: true },
    },
  },
});
