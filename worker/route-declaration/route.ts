import type { MiddlewareHandler, ValidationTargets } from "hono";
import { every } from "hono/combine";
import type { BlankInput } from "hono/types";
import type { InferInput } from "hono/validator";
import type * as z from "zod";
import { requireOperator } from "../middleware/require-operator";
import { requireAgent, requireUser, requireVerifiedEmail } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import type { AppEnv } from "../types";
import type { Access, Owner } from "./access";

/**
 * What one endpoint says about itself, next to its handler (decision 0048): who may call
 * it, what it takes and answers, in a line. `route(declaration)` is the middleware that
 * enforces it: the access check, then `limits` (rate limits that count a caller), then the
 * zod validation of each input, in that order. Anything that must run before the check
 * (cache headers, noStore, a rate limit for everyone) stays in the chain before it.
 */
export type RouteDeclaration = {
  summary: string;
  access: Access;
  // Whose resource the path points at, when it is somebody's: everybody else gets 404.
  owner?: Owner;
  // A confirmed e-mail as well (after the access check): 403 email_not_verified otherwise.
  verifiedEmail?: true;
  // The route checks its access itself (its own messages, or after reading its input):
  // `"handler"`, or the middleware that does. The declared access is what it enforces.
  checkedBy?: "handler" | MiddlewareHandler<AppEnv>;
  limits?: MiddlewareHandler<AppEnv>[];
  input?: DeclaredInputs;
  // A body that is not JSON (multipart form, a file): its fields as the docs name them.
  body?: string;
  answer?: z.ZodType;
};

type DeclaredInputs = { param?: z.ZodType; query?: z.ZodType; json?: z.ZodType };

// What Hono's typed `c.req.valid(target)` reads, as @hono/zod-validator declares it.
type Validated<Target extends keyof ValidationTargets, S> = S extends z.ZodType
  ? {
      in: undefined extends z.input<S> ? { [K in Target]?: InferInput<z.input<S>, K> } : { [K in Target]: InferInput<z.input<S>, K> };
      out: { [K in Target]: z.output<S> };
    }
  : BlankInput;

type InputOf<D extends RouteDeclaration> = D["input"] extends DeclaredInputs
  ? Validated<"param", D["input"]["param"]> & Validated<"query", D["input"]["query"]> & Validated<"json", D["input"]["json"]>
  : BlankInput;

const DECLARATION = Symbol.for("hogaria.route-declaration");

/** The declaration a middleware carries, if it is one `route()` made. */
export function declarationOf(handler: unknown): RouteDeclaration | undefined {
  return (handler as { [DECLARATION]?: RouteDeclaration } | undefined)?.[DECLARATION];
}

const TARGETS = ["param", "query", "json"] as const;

/** The middleware that enforces `declaration`, carrying it for the route list (docs, tests). */
export function route<const D extends RouteDeclaration>(declaration: D): MiddlewareHandler<AppEnv, string, InputOf<D>> {
  const checks =
    declaration.checkedBy === undefined ? ACCESS_CHECKS[declaration.access] : declaration.checkedBy === "handler" ? [] : [declaration.checkedBy];
  const steps: MiddlewareHandler<AppEnv>[] = [
    ...checks,
    ...(declaration.verifiedEmail ? [requireVerifiedEmail] : []),
    ...(declaration.limits ?? []),
    ...TARGETS.flatMap((target) => {
      const schema = declaration.input?.[target];
      return schema ? [validate(target, schema) as MiddlewareHandler<AppEnv>] : [];
    }),
  ];
  const middleware: MiddlewareHandler<AppEnv> = steps.length ? every(...steps) : passThrough;
  // A function of its own per endpoint, so that the declaration it carries is this one.
  const handler: MiddlewareHandler<AppEnv> = (c, next) => middleware(c, next);
  return Object.assign(handler, { [DECLARATION]: declaration }) as unknown as MiddlewareHandler<AppEnv, string, InputOf<D>>;
}

const passThrough: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

// The middlewares each access rule runs (what the rest of a rule needs is said in ACCESS_RULES).
const ACCESS_CHECKS: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  development: [],
  "signed-in": [requireUser],
  agent: [requireUser, requireAgent],
  exporter: [requireUser, requireAgent],
  "agency-owner": [requireUser],
  operator: [requireUser, requireOperator],
};
