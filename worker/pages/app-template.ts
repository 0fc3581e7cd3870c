import type { Bindings } from "../env";
import { PAGE_CHUNKS_FILE, PAGE_PRELOADS_FILE } from "../../scripts/vite/page-chunks";

// The built index.html (its hashed script and stylesheet names) and each page module's
// script (written by the build, scripts/vite/page-chunks.ts), read once per isolate: a
// deploy brings new isolates, so they never change under a running one.
let template: Promise<string> | null = null;
let chunks: Promise<PageChunks> | null = null;
let preloads: Promise<PagePreloads> | null = null;

/** For each module in web/src/routes, the script of its chunk. */
export type PageChunks = Record<string, string>;

export function appTemplate(env: Bindings, url: URL): Promise<string> {
  template ??= readTemplate(env, url).catch((error) => {
    template = null;
    throw error;
  });
  return template;
}

/** The page modules' scripts; none when the build has no list (pages then load theirs later). */
export function pageChunks(env: Bindings, url: URL): Promise<PageChunks> {
  chunks ??= readPageChunks(env, url).catch((error) => {
    chunks = null;
    console.error("page_chunks_unreadable", { error: error instanceof Error ? error.message : String(error) });
    return {};
  });
  return chunks;
}

/** For each module of a page rendered in the browser, every script it runs before it shows anything. */
export type PagePreloads = Record<string, string[]>;

/** The scripts of the signed-in pages; none when the build has no list (they then load level by level). */
export function pagePreloads(env: Bindings, url: URL): Promise<PagePreloads> {
  preloads ??= readAssetList(env, url, PAGE_PRELOADS_FILE, (files) => Array.isArray(files) && files.every(isAssetScript)).catch((error) => {
    preloads = null;
    console.error("page_preloads_unreadable", { error: error instanceof Error ? error.message : String(error) });
    return {};
  }) as Promise<PagePreloads>;
  return preloads;
}

const isAssetScript = (file: unknown) => typeof file === "string" && /^\/assets\/[\w.-]+\.js$/.test(file);

async function readAssetList(env: Bindings, url: URL, file: string, valid: (entry: unknown) => boolean): Promise<unknown> {
  const response = await env.ASSETS.fetch(new Request(new URL(`/${file}`, url)));
  if (!response.ok) throw new Error(`${file} answered ${response.status}`);
  const list: unknown = await response.json();
  if (typeof list !== "object" || list === null || !Object.values(list).every(valid))
    throw new Error(`${file} is not an /assets/ script list per module`);
  return list;
}

async function readTemplate(env: Bindings, url: URL): Promise<string> {
  const response = await env.ASSETS.fetch(new Request(new URL("/", url)));
  const text = await (response.ok ? response.text() : Promise.reject(new Error(`index.html answered ${response.status}`)));
  if (!text.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root element");
  return text;
}

async function readPageChunks(env: Bindings, url: URL): Promise<PageChunks> {
  return (await readAssetList(env, url, PAGE_CHUNKS_FILE, isAssetScript)) as PageChunks;
}
