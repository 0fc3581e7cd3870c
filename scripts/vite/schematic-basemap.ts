import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { buildCdmxBasemap } from "../basemap/build-schematic-basemap";

/**
 * Builds the schematic map of the city (scripts/basemap) from the repository's data and
 * serves it as a static asset named by its content (/assets/cdmx-basemap-<hash>.json, kept a
 * year by browsers like every hashed file). The web app learns its URL through
 * import.meta.env.HOGARIA_SCHEMATIC_BASEMAP (web/src/components/map/schematic-basemap-url.ts)
 * and fetches it once a map has started; it is never part of a script.
 */
export function schematicBasemap(): Plugin {
  let asset: { fileName: string; source: string } | null = null;
  const built = () => {
    if (!asset) {
      const source = JSON.stringify(buildCdmxBasemap());
      const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
      asset = { fileName: `assets/cdmx-basemap-${hash}.json`, source };
    }
    return asset;
  };
  return {
    name: "hogaria-schematic-basemap",
    config: () => ({ define: { "import.meta.env.HOGARIA_SCHEMATIC_BASEMAP": JSON.stringify(`/${built().fileName}`) } }),
    generateBundle() {
      const { fileName, source } = built();
      this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { fileName, source } = built();
        if (req.url !== `/${fileName}`) return next();
        res.setHeader("Content-Type", "application/json");
        res.end(source);
      });
    },
  };
}
