import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

// Answers about one person (their lists, boards, links) are never cached.
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
});
