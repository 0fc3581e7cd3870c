import type { ExtractSchema } from "hono/types";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import type { AppType } from "./app";

// Every JSON success answer of the API is `{ data }`; failures are `{ error }` and thrown
// (errors.ts), 204s have no body, /api/auth's forwarded answers are better-auth's own
// Responses (not JSON in the route's type). This checks it when the worker is type-checked:
// a route that sends another shape fails here, and the message names its answer.
type Schema = ExtractSchema<AppType>;
type Endpoint = { [Path in keyof Schema]: Schema[Path][keyof Schema[Path]] }[keyof Schema];
type Success<E> = E extends { status: ClientErrorStatusCode | ServerErrorStatusCode } ? never : E;
type JsonSuccess = Extract<Success<Endpoint>, { outputFormat: "json" }>["output"];
type NotEnveloped = Exclude<JsonSuccess, { data: unknown }>;

export const everyJsonAnswerIsEnveloped: [NotEnveloped] extends [never] ? true : NotEnveloped = true;
