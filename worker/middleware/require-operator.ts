import { createMiddleware } from "hono/factory";
import { OPERATOR_MESSAGES } from "../../domain/trust/operator-desk";
import { isOperator } from "../services/operator/access";
import type { AppEnv } from "../types";
import { ApiError } from "./errors";

// The operator's desk (after requireUser): the operators table is asked on every request, so
// a revoked operator loses the desk at once. Everyone else gets 403.
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isOperator(c.var.db, c.var.user.id))) throw new ApiError(403, "forbidden", OPERATOR_MESSAGES.notOperator);
  await next();
});
