import type { Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";

/** Where the built list is served from; the worker reads it through its assets binding. */
export const PAGE_CHUNKS_FILE = "page-chunks.json";

/**
 * Writes dist/client/page-chunks.json: for each module in web/src/routes, the JavaScript files
 * the browser needs to run it that index.html does not already load. The worker puts them in a
 * rendered page's head as modulepreload links, so they download beside the main script instead
 * of one after another once it runs, and before hydration (which waits for the page's module).
 */
export function pageChunks(): Plugin {
  return {
    name: "hogaria-page-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const alreadyLoaded = staticGraph(bundle, entry.fileName);
      const pages: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const route = chunk.isDynamicEntry ? /\/web\/src\/routes\/([\w-]+)\.tsx$/.exec(chunk.facadeModuleId ?? "") : null;
        if (!route) continue;
        pages[route[1]] = [...staticGraph(bundle, chunk.fileName)].filter((file) => !alreadyLoaded.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(pages) });
    },
  };
}

/** A chunk and every chunk it imports statically, transitively. */
function staticGraph(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const imported of chunk.imports) staticGraph(bundle, imported, seen);
  return seen;
}
