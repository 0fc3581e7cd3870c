import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The worker's bundler (esbuild) cannot shake zod's named `z` (a namespace value): it
// kept every locale and the JSON-schema tools, some 70 KiB gzip of the worker.
const zodNamespaceImport = {
  selector:
    "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'][importKind!='type'], ImportDefaultSpecifier)",
  message: 'Write `import * as z from "zod"`: esbuild shakes a namespace import, not the named `z`.',
};

// A string that starts with the path of a page without parameters ("/precios",
// "/precios?tab=servicios", "/guias/…"), read from the page registry itself.
const pageRegistry = readFileSync(new URL("./domain/pages/page-routes.ts", import.meta.url), "utf8");
const pageSegments = [...new Set([...pageRegistry.matchAll(/path: "\/([a-z-]+)[^"]*"/g)].map((m) => m[1]))];
const pagePathPattern = `/^[/](?:${pageSegments.join("|")})(?:[/?#]|$)/`;
const pagePathMessage = "Name the page through domain/pages/page-routes.ts (`pagePath.x`, `pageHref.x(…)`), not by its path.";

// Each web feature (web/src/features/<name>) is its own island: what two features share
// lives in web/src/lib or web/src/components.
const features = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((name) => ({
  target: `./web/src/features/${name}`,
  from: "./web/src/features",
  except: [`./${name}`],
  message: "A feature does not import another feature: move what both need to web/src/lib or web/src/components.",
}));

// Who may import whom. domain/ is the rules of the business and runs everywhere; web/ runs
// in the browser and reaches the worker only over HTTP; the room server (worker/rooms/) is
// worker code the web app knows only through its protocol and constants in party/.
const layerZones = [
  {
    target: "./domain",
    from: ["./worker", "./web", "./party", "./db", "./scripts", "./tests"],
    message: "domain/ imports nothing of the app: it is the rules every part reads.",
  },
  {
    target: "./web",
    from: ["./worker", "./db", "./scripts"],
    message: "The web app reaches the worker over HTTP only; shared rules live in domain/.",
  },
  {
    target: "./web",
    from: "./party",
    except: ["./protocol.ts", "./room-constants.ts"],
    message: "The web app knows the board room only through party/protocol.ts and party/room-constants.ts.",
  },
  {
    target: "./party",
    from: ["./web", "./worker", "./db"],
    message:
      "party/ holds only what the web app and the worker share about a board room (its protocol and constants); the room itself is worker/rooms/.",
  },
  {
    target: "./db",
    from: ["./worker", "./web", "./party"],
    message: "The schema and the seed are read by the app; they import none of it.",
  },
  // Inside the worker the request runs down one way: routes → services → db. A service
  // knows nothing of HTTP routes or rendered pages; shared middleware serves routes and
  // knows none of them.
  {
    target: "./worker/services",
    from: ["./worker/routes", "./worker/pages"],
    message: "A service knows nothing of HTTP routes or pages: the route calls the service.",
  },
  {
    target: "./worker/middleware",
    from: "./worker/routes",
    message: "Middleware serves every route and imports none of them.",
  },
  {
    target: ["./web/src/lib", "./web/src/components"],
    from: "./web/src/features",
    message: "Shared web code does not depend on a feature: the feature depends on it.",
  },
];

export default defineConfig([
  globalIgnores(["dist/", ".wrangler/", ".tsbuild/", "types/", "test-results/", "playwright-report/", "migrations/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a value left out on purpose (`const { id: _id, ...rest }`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // The text sanitisers name control characters in their patterns to remove them.
      "no-control-regex": "off",
      "no-restricted-syntax": ["error", zodNamespaceImport],
    },
  },
  {
    // Pages are named through their registry (domain/pages/page-routes.ts: `pagePath`,
    // `pageHref`), never by a spelled-out path. The worker's API routes are paths of their own.
    files: ["web/src/**/*.{ts,tsx}", "worker/**/*.ts", "domain/**/*.ts", "party/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "domain/pages/page-routes.ts", "worker/routes/**", "worker/app.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        zodNamespaceImport,
        { selector: `Literal[value=${pagePathPattern}]`, message: pagePathMessage },
        { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${pagePathPattern}]`, message: pagePathMessage },
      ],
    },
  },
  {
    // Tests read JSON answers and room messages loosely; what they assert is checked by expect().
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { URL: "readonly" } },
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Import paths as TypeScript resolves them (the @domain, @web and @party aliases).
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".json"],
          conditionNames: ["types", "import", "default"],
          tsconfig: { configFile: fileURLToPath(new URL("./tsconfig.base.json", import.meta.url)) },
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    rules: {
      "react-hooks/exhaustive-deps": "error",
      // What React Compiler needs to memoise a component safely. The app is not compiled by it,
      // and its hooks keep the latest props in refs and sync state in effects on purpose
      // (about 30 places): these rules would ask for rewrites that change no behaviour.
      "react-hooks/refs": "off",
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/purity": "off",
      "react-hooks/immutability": "off",
    },
  },
  prettier,
]);
