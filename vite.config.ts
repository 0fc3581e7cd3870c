import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { pageChunks } from "./scripts/vite/page-chunks";
import { schematicBasemap } from "./scripts/vite/schematic-basemap";
import { appChunkGroup, preloadDependencies } from "./scripts/vite/app-chunk";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// `npm run dev` tells the dev server where the worker listens.
const worker = process.env.HOGARIA_WORKER_URL ?? "http://127.0.0.1:8787";

// The web app. `npm run build` writes dist/client, which the worker serves as its assets.
// `npm run dev` runs this dev server (hot reload) in front of `wrangler dev` on :8787.
// Inter (Latin) is what every page's text is drawn with: the HTML asks for it at once
// instead of after the CSS has arrived and been read (the other subsets load on demand).
function preloadLatinFont(): Plugin {
  return {
    name: "hogaria-preload-latin-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) return [];
        return [{ tag: "link", attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${font}`, crossorigin: "" }, injectTo: "head" }];
      },
    },
  };
}

export default defineConfig({
  root: here("./web"),
  publicDir: here("./web/public"),
  plugins: [react(), tailwindcss(), preloadLatinFont(), pageChunks(), schematicBasemap()],
  resolve: {
    alias: {
      "@domain": here("./domain"),
      "@web": here("./web/src"),
      "@party": here("./party"),
    },
  },
  build: {
    outDir: here("./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    // A dynamic import (a dialog, a page on a client-side navigation) asks for all of its
    // scripts at once, through module preload links added by vite's helper, but never for
    // those every page has already run (scripts/vite/app-chunk.ts). A rendered page's own
    // scripts are asked for together by web/src/boot.ts from the list the worker writes.
    modulePreload: { polyfill: false, resolveDependencies: preloadDependencies },
    rolldownOptions: {
      output: {
        // Every icon in one chunk (a few kB): one request rather than one per icon, each of
        // which a signed-in page on a slow phone connection would otherwise wait for in turn.
        codeSplitting: {
          groups: [
            appChunkGroup(here("./web/src/boot.ts"), here("./web/src/main.tsx"), [here("./web/src/features/location-search/early-suggestions.ts")]),
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
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
