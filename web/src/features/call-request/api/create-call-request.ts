import type { CallRequestInput } from "@domain/call-requests/schemas";
import { apiData } from "@web/lib/api-client";

/** POST /api/call-requests → 201 { data: { id } }. Errors arrive as ApiError (see lib/api-client). */
export async function createCallRequest(input: CallRequestInput): Promise<{ id: string }> {
  return apiData<{ id: string }>("/api/call-requests", { method: "POST", body: input });
}
