import * as z from "zod";
import { describe, expect, it } from "vitest";
import { apiTable, fieldsOf } from "./api-table";

describe("fieldsOf", () => {
  it("names an object's fields, marking those that may be left out", () => {
    const schema = z.object({ name: z.string(), page: z.coerce.number().default(1), note: z.string().optional() });
    expect(fieldsOf(schema)).toEqual(["name", "page?", "note?"]);
  });

  it("reads through refinements, transforms and extensions", () => {
    const base = z.object({ email: z.string() }).extend({ token: z.string().optional() });
    expect(fieldsOf(base.superRefine(() => undefined))).toEqual(["email", "token?"]);
    expect(fieldsOf(base.transform((v) => v.email))).toEqual(["email", "token?"]);
  });
});

describe("apiTable", () => {
  it("writes a row per endpoint with who may call it and its inputs, and flags one without a declaration", () => {
    const text = apiTable([
      {
        method: "POST",
        path: "/api/favorites/lists/:listId/properties",
        declaration: {
          summary: "Saves a listing in a list.",
          access: "signed-in",
          owner: "user",
          input: { json: z.object({ propertyId: z.string() }) },
        },
      },
      { method: "GET", path: "/api/nowhere", declaration: undefined },
    ]);
    expect(text).toContain(
      "| POST | `/api/favorites/lists/:listId/properties` | signed-in, owner: user | json: propertyId | Saves a listing in a list. |",
    );
    expect(text).toContain("| GET | `/api/nowhere` | **undeclared** |  |  |");
  });
});
