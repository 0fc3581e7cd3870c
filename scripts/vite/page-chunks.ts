import type { Plugin } from "vite";
import type { OutputChunk } from "rolldown";

/** Where the built list is served from; the worker reads it through its assets binding. */
export const PAGE_CHUNKS_FILE = "page-chunks.json";

/**
 * Writes dist/client/page-chunks.json: for each module in web/src/routes, the script of its
 * chunk ("search": "/assets/search-…js"). The worker names it in a rendered page's head, so
 * the browser can ask for the page's module beside the app's main script instead of only
 * after that has run (web/src/boot.ts).
 */
export function pageChunks(): Plugin {
  return {
    name: "hogaria-page-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      const pages: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !(file as OutputChunk).isDynamicEntry) continue;
        const route = /\/web\/src\/routes\/([\w-]+)\.tsx$/.exec(file.facadeModuleId ?? "");
        if (route) pages[route[1]] = `/${file.fileName}`;
      }
      this.emitFile({ type: "asset", fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(pages) });
    },
  };
}
