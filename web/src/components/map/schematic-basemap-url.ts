declare global {
  interface ImportMetaEnv {
    /** Defined by the build (scripts/vite/schematic-basemap.ts). */
    readonly HOGARIA_SCHEMATIC_BASEMAP: string;
  }
}

/** Where the schematic map of the city is served: a static file named by its content. */
export const schematicBasemapUrl = (): string => import.meta.env.HOGARIA_SCHEMATIC_BASEMAP;
