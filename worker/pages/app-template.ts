import type { Bindings } from "../env";

// The built index.html (its hashed script and stylesheet names), read once per isolate: a
// deploy brings new isolates, so it never changes under a running one.
let template: Promise<string> | null = null;

export function appTemplate(env: Bindings, url: URL): Promise<string> {
  template ??= readTemplate(env, url).catch((error) => {
    template = null;
    throw error;
  });
  return template;
}

async function readTemplate(env: Bindings, url: URL): Promise<string> {
  const response = await env.ASSETS.fetch(new Request(new URL("/", url)));
  const text = await (response.ok ? response.text() : Promise.reject(new Error(`index.html answered ${response.status}`)));
  if (!text.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root element");
  return text;
}
