import { describe, expect, it } from "vitest";
import { searchWithoutVerification, verificationReturn } from "./email-verification";

describe("verificationReturn", () => {
  it("reads a confirmed address on /dashboard", () => {
    expect(verificationReturn("/dashboard", "?verificado=1")).toBe("verified");
  });

  it("reads a bad link, which the worker reports by appending error to the callback", () => {
    expect(verificationReturn("/dashboard", "?verificado=1&error=INVALID_TOKEN")).toBe("invalid");
    expect(verificationReturn("/dashboard", "?error=TOKEN_EXPIRED")).toBe("invalid");
  });

  it("ignores other pages and other queries", () => {
    expect(verificationReturn("/", "?verificado=1")).toBeNull();
    expect(verificationReturn("/comprar", "?error=x")).toBeNull();
    expect(verificationReturn("/dashboard", "")).toBeNull();
    expect(verificationReturn("/dashboard", "?tab=mensajes")).toBeNull();
    expect(verificationReturn("/dashboard", "?verificado=0")).toBeNull();
  });
});

describe("searchWithoutVerification", () => {
  it("removes what the link added", () => {
    expect(searchWithoutVerification("?verificado=1")).toBe("");
    expect(searchWithoutVerification("?verificado=1&error=INVALID_TOKEN")).toBe("");
  });

  it("keeps the rest of the query", () => {
    expect(searchWithoutVerification("?tab=mensajes&verificado=1")).toBe("?tab=mensajes");
    expect(searchWithoutVerification("?tab=mensajes")).toBe("?tab=mensajes");
  });
});
