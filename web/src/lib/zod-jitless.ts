// Zod compiles a fast path for object schemas with `new Function` when it may, and finds out
// whether it may by calling it once. The page's Content-Security-Policy forbids eval, so that
// probe shows as a CSP violation in the browser's console and issues (and costs Lighthouse's
// best practices) though zod catches it. With `jitless`, zod never tries.
//
// Zod reads its global configuration from `globalThis.__zod_globalConfig` when it loads, and
// decides when each schema is made: so the boot script sets it first, without loading zod
// into the page's first script (zod-jitless.test.ts checks that zod still reads it there).
// A module (imported for its effect alone), not a script.
export {};

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
