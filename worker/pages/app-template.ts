import type { Bindings } from "../env";
import { PAGE_CHUNKS_FILE } from "../../scripts/vite/page-chunks";

// The built index.html (its hashed script and stylesheet names) and each page module's
// script (written by the build, scripts/vite/page-chunks.ts), read once per isolate: a
// deploy brings new isolates, so they never change under a running one.
let template: Promise<string> | null = null;
let chunks: Promise<PageChunks> | null = null;

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

async function readTemplate(env: Bindings, url: URL): Promise<string> {
  const response = await env.ASSETS.fetch(new Request(new URL("/", url)));
  const text = await (response.ok ? response.text() : Promise.reject(new Error(`index.html answered ${response.status}`)));
  if (!text.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root element");
  return text;
}

async function readPageChunks(env: Bindings, url: URL): Promise<PageChunks> {
  const response = await env.ASSETS.fetch(new Request(new URL(`/${PAGE_CHUNKS_FILE}`, url)));
  if (!response.ok) throw new Error(`page-chunks.json answered ${response.status}`);
  const list: unknown = await response.json();
  const valid =
    typeof list === "object" &&
    list !== null &&
    Object.values(list).every((file) => typeof file === "string" && /^\/assets\/[\w.-]+\.js$/.test(file));
  if (!valid) throw new Error("page-chunks.json is not an /assets/ script per module");
  return list as PageChunks;
}
