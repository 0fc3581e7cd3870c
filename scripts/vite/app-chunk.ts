import { dirname, resolve } from "node:path";
import type { ChunkingContext, CodeSplittingGroup } from "rolldown";

type ModuleInfo = NonNullable<ReturnType<ChunkingContext["getModuleInfo"]>>;

/**
 * The code splitting group that puts the app's main module and everything it imports
 * statically (React, the router, the query client, the header, the layout…) into one chunk,
 * "app". Every page runs all of it, so splitting it buys nothing: left to itself, rolldown
 * cut it into some 25 files because the page modules share parts of it and it cannot tell
 * that a page module only ever loads after main. One file instead of 25 is one request
 * instead of a queue of them on a phone's connection, and compresses better.
 *
 * The boot script's own modules (web/src/boot.ts and what it imports) stay out: the rendered
 * page runs them before it asks for the app's code. So do the modules of what boot runs
 * before the app (`earlyEntries`: the place suggestions of a search box focused before the
 * code ran): in the app chunk, they would make it run the whole app; apart, they are small
 * chunks the app shares.
 *
 * Libraries imported through an index that re-exports a whole package (`radix-ui`,
 * `@tanstack/react-query`) are followed only into the modules whose names the app's main
 * modules import; the rest of such a package is there for the pages that use it, and stays
 * with them.
 */
export function appChunkGroup(bootEntry: string, mainEntry: string, earlyEntries: string[] = []): CodeSplittingGroup {
  let members: Set<string> | null = null;
  return {
    name: (id: string, ctx: ChunkingContext) => {
      members ??= appModules(ctx, bootEntry, mainEntry, earlyEntries);
      // main.tsx itself stays the facade of its own (small) chunk: what boot.ts imports.
      return members.has(id) && id !== mainEntry ? "app" : null;
    },
    debugName: "app",
    // The group is closed under imports already (every static import of a member is a
    // member or one of the boot script's modules, which load first).
    includeDependenciesRecursively: false,
  };
}

/** The modules main's static imports reach, less the boot script's and those of the early entries. */
function appModules(ctx: ChunkingContext, bootEntry: string, mainEntry: string, earlyEntries: string[]): Set<string> {
  const before = reach(
    ctx,
    [bootEntry, ...earlyEntries].map((id) => ({ id, names: null })),
    new Set(),
  );
  return reach(ctx, [{ id: mainEntry, names: null }], before);
}

/** A module to visit, and the names wanted of it (null: the module is wanted whole). */
type Visit = { id: string; names: Set<string> | null };

function reach(ctx: ChunkingContext, start: Visit[], skip: Set<string>): Set<string> {
  const seen = new Set<string>();
  // A barrel is visited once per distinct set of wanted names.
  const barrelNames = new Map<string, Set<string>>();
  const queue = [...start];
  for (let visit = queue.pop(); visit !== undefined; visit = queue.pop()) {
    const info = ctx.getModuleInfo(visit.id);
    if (!info || skip.has(visit.id)) continue;
    if (isBarrel(info)) {
      const wanted = barrelNames.get(visit.id) ?? new Set<string>();
      const fresh = visit.names === null ? null : [...visit.names].filter((n) => !wanted.has(n));
      if (fresh !== null && fresh.length === 0) continue;
      for (const n of fresh ?? []) wanted.add(n);
      barrelNames.set(visit.id, wanted);
      queue.push(...barrelTargets(info, fresh === null ? null : new Set(fresh)));
      continue;
    }
    if (seen.has(visit.id)) continue;
    seen.add(visit.id);
    for (const dep of info.importedIds) {
      const dependency = ctx.getModuleInfo(dep);
      if (dependency && isBarrel(dependency)) queue.push({ id: dep, names: namesImported(info, dependency) });
      else queue.push({ id: dep, names: null });
    }
  }
  return seen;
}

// Only comments, a "use strict" directive, imports and re-exports.
const REEXPORT_ONLY = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/|["']use strict["'];|import\s[^;]*;|export\s[^;]*;)*$/;

/**
 * A package's index that only imports and re-exports: `radix-ui`, `@tanstack/react-query`,
 * `lucide-react` (whose index starts with "use strict": taken whole, it put every icon any
 * page uses into the app chunk, some 140 of them).
 */
function isBarrel(info: ModuleInfo): boolean {
  return /[\\/]node_modules[\\/]/.test(info.id) && info.importedIds.length > 3 && REEXPORT_ONLY.test(info.code ?? "x");
}

/**
 * The names `importer` takes from the barrel, from its import statements naming the barrel's
 * package; null (all of it) when it takes a namespace or the statement cannot be read.
 */
function namesImported(importer: ModuleInfo, barrel: ModuleInfo): Set<string> | null {
  const pkg = packageOf(barrel.id);
  if (!pkg) return null;
  const names = new Set<string>();
  const statement = new RegExp(`(?:import|export)\\s+([^;]*?)\\s+from\\s*["']${escape(pkg)}["']`, "g");
  for (const [, clause] of (importer.code ?? "").matchAll(statement)) {
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || /\*/.test(clause.replace(braces[0], ""))) return null;
    for (const part of braces[1].split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name && !part.trim().startsWith("type ")) names.add(name);
    }
  }
  return names;
}

/** What a barrel's wanted names (all of it when null) come from, with the names wanted of each. */
function barrelTargets(barrel: ModuleInfo, wanted: Set<string> | null): Visit[] {
  const code = barrel.code ?? "";
  const local = new Map<string, { spec: string; imported: string | null }>();
  const visits: Visit[] = [];
  const forSpec = (spec: string) => resolveSpec(barrel, spec);
  for (const [, clause, spec] of code.matchAll(/import\s+([^;]*?)\s+from\s*["']([^"']+)["']/g)) {
    const ns = /\*\s+as\s+(\w+)/.exec(clause);
    if (ns) local.set(ns[1], { spec, imported: null });
    for (const part of /\{([^}]*)\}/.exec(clause)?.[1].split(",") ?? []) {
      const [imported, as] = part.trim().split(/\s+as\s+/);
      if (imported) local.set(as ?? imported, { spec, imported });
    }
  }
  // What the barrel exports, and where each name comes from: `export { x as y };` names a
  // local import, `export { default as Y, default as YIcon } from "./y.mjs";` (lucide-react)
  // names its module directly.
  const exported = new Map<string, { spec: string; imported: string | null } | undefined>();
  for (const [, list, spec] of code.matchAll(/export\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["']\s*)?;/g)) {
    for (const part of list.split(",")) {
      const [name, as] = part.trim().split(/\s+as\s+/);
      if (name) exported.set(as ?? name, spec ? { spec, imported: name } : local.get(name));
    }
  }
  for (const [name, source] of exported) {
    if (wanted && !wanted.has(name)) continue;
    const id = source && forSpec(source.spec);
    if (id) visits.push({ id, names: source.imported === null ? null : new Set([source.imported]) });
  }
  // `export * from "pkg"`: what is wanted and not found above may come from there.
  const rest = wanted ? new Set([...wanted].filter((n) => !exported.has(n))) : null;
  for (const [, spec] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const id = forSpec(spec);
    if (id && (rest === null || rest.size > 0)) visits.push({ id, names: rest });
  }
  return visits;
}

/** The imported module a barrel's specifier names: a relative path, or a package's entry. */
function resolveSpec(barrel: ModuleInfo, spec: string): string | undefined {
  if (spec.startsWith(".")) {
    const path = resolve(dirname(barrel.id), spec);
    return barrel.importedIds.find((id) => id === path || id.startsWith(`${path.replace(/\.js$/, "")}.`));
  }
  return barrel.importedIds.find((id) => packageOf(id) === spec);
}

function packageOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id.slice(id.lastIndexOf("node_modules") - 1));
  return match ? match[1].replace(/\\/g, "/") : null;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * The scripts every page has run before any of its dynamic imports can: the boot script
 * ("index", the HTML's entry), the app's main module, the "app" chunk above and rolldown's
 * runtime. A dynamic import never needs them preloaded.
 */
const ALWAYS_LOADED = /(?:^|\/)(?:index|main|app|rolldown-runtime)-[\w-]+\.js$/;

/**
 * What a dynamic import asks for at once (vite's modulePreload): every script the imported
 * chunk needs, less those already loaded. Without it the browser learns a dialog's imports
 * one level at a time, a round trip each: four rounds, some 2.5 s on a slow 4G phone,
 * between the tap on "Enviar mensaje" and its form.
 */
export function preloadDependencies(_file: string, deps: string[], context: { hostType: "html" | "js" }): string[] {
  return context.hostType === "html" ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep));
}
