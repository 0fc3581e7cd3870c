import type { Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";

/** Where the built list is served from; the worker reads it through its assets binding. */
export const PAGE_CHUNKS_FILE = "page-chunks.json";
/** Where the scripts each page runs are listed (below). */
export const PAGE_PRELOADS_FILE = "page-preloads.json";

/**
 * Writes dist/client/page-chunks.json: for each module in web/src/routes, the script of its
 * chunk ("search": "/assets/search-…js"). The worker names it in a rendered page's head, so
 * the browser can ask for the page's module beside the app's main script instead of only
 * after that has run (web/src/boot.ts).
 *
 * And dist/client/page-preloads.json: for each page module, every script the page runs
 * before it shows anything or answers a tap: the app's main module, the page's, and all they
 * import: the page's first, the app's second, then the rest. The worker names them in a signed-in page's shell as
 * module preloads, and in a rendered page's head for web/src/boot.ts to import together, so
 * the browser asks for them all at once instead of learning each level of imports (ten, on
 * the public pages) only from the one before.
 */
export function pageChunks(): Plugin {
  return {
    name: "hogaria-page-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      const pages: Record<string, string> = {};
      const preloads: Record<string, string[]> = {};
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
      const main = chunks.find((chunk) => /\/web\/src\/main\.tsx$/.test(chunk.facadeModuleId ?? ""));
      for (const file of chunks) {
        if (!file.isDynamicEntry) continue;
        const route = /\/web\/src\/routes\/([\w-]+)\.tsx$/.exec(file.facadeModuleId ?? "");
        if (!route) continue;
        pages[route[1]] = `/${file.fileName}`;
        if (main) preloads[route[1]] = [...staticClosure(bundle, [file.fileName, main.fileName])].map((f) => `/${f}`);
      }
      this.emitFile({ type: "asset", fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(pages) });
      this.emitFile({ type: "asset", fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** The chunks and everything they import statically, the chunks themselves first. */
function staticClosure(bundle: OutputBundle, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === "chunk") queue.push(...chunk.imports);
  }
  return seen;
}
