import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

// Answers about one person (their lists, boards, links, a revealed phone number) and answers
// that act (a write, a health check) are never stored, their errors included.
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
});
