import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { ApiError, apiFetch, failureText, hasCode, retryAfterMs, setUnauthorizedHandler } from "./api-client";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

/** Stubs fetch with answers given in order; returns the stub to count calls. */
function answer(...answers: Answer[]) {
  const fetchStub = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error("fetch called more often than the test expected");
    if (next instanceof Error) throw next;
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status,
      headers: { "Content-Type": "application/json", ...next.headers },
    });
  });
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

const unavailable = (message = "La base de datos no responde. Intenta en un momento.") => ({
  status: 503,
  body: { error: { code: "service_unavailable", message } },
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", { location: { origin: "https://hogaria.test", pathname: "/" } });
  vi.spyOn(Math, "random").mockReturnValue(0.5); // no jitter: the waits are exactly 300, 900, 2700 ms
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toast.error).mockClear();
});

describe("apiFetch retries", () => {
  it("retries a GET through two 503s and resolves with the third answer", async () => {
    const fetchStub = answer(unavailable(), unavailable(), { status: 200, body: { data: "ok" } });
    const result = apiFetch<{ data: string }>("/api/me");
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ data: "ok" });
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("waits longer before each retry", async () => {
    const fetchStub = answer(unavailable(), unavailable(), unavailable(), { status: 200, body: {} });
    const result = apiFetch("/api/listings");
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(900);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2699);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toEqual({});
  });

  it("gives up after 3 retries of a 503, throws the worker's message and toasts it once", async () => {
    const fetchStub = answer(unavailable(), unavailable(), unavailable(), unavailable("Sin conexión con la base de datos."));
    const result = apiFetch("/api/me");
    const outcome = expect(result).rejects.toMatchObject({ status: 503, message: "Sin conexión con la base de datos." });
    await vi.runAllTimersAsync();
    await outcome;
    expect(fetchStub).toHaveBeenCalledTimes(4);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Sin conexión con la base de datos.", expect.objectContaining({ id: "service-unavailable" }));
  });

  it("toasts the service message when a 503 carries no envelope", async () => {
    answer({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const result = apiFetch("/api/me");
    const outcome = expect(result).rejects.toMatchObject({ status: 503, message: COMMON_MESSAGES.unavailable });
    await vi.runAllTimersAsync();
    await outcome;
    expect(toast.error).toHaveBeenCalledWith(COMMON_MESSAGES.unavailable, expect.anything());
  });

  it("retries 502 and 504 too", async () => {
    const fetchStub = answer({ status: 502 }, { status: 504 }, { status: 200, body: { ok: true } });
    const result = apiFetch("/api/plans");
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it("retries a network failure", async () => {
    const fetchStub = answer(new TypeError("Failed to fetch"), { status: 200, body: { ok: true } });
    const result = apiFetch("/api/plans");
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it("throws the network failure after 3 retries, without a toast", async () => {
    const offline = () => new TypeError("Failed to fetch");
    const fetchStub = answer(offline(), offline(), offline(), offline());
    const result = apiFetch("/api/plans");
    const outcome = expect(result).rejects.toBeInstanceOf(TypeError);
    await vi.runAllTimersAsync();
    await outcome;
    expect(fetchStub).toHaveBeenCalledTimes(4);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("sends a POST once, even on a 503, and does not toast", async () => {
    const fetchStub = answer(unavailable());
    const result = apiFetch("/api/listings", { method: "POST", body: { title: "Casa" } });
    const outcome = expect(result).rejects.toMatchObject({ status: 503 });
    await vi.runAllTimersAsync();
    await outcome;
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("does not retry a 404", async () => {
    const fetchStub = answer({ status: 404, body: { error: { code: "not_found", message: "No encontramos esa propiedad." } } });
    const result = apiFetch("/api/listings/x");
    const outcome = expect(result).rejects.toEqual(new ApiError(404, "not_found", "No encontramos esa propiedad."));
    await vi.runAllTimersAsync();
    await outcome;
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("does not retry a 500", async () => {
    const fetchStub = answer({ status: 500 });
    const result = apiFetch("/api/listings");
    const outcome = expect(result).rejects.toMatchObject({ status: 500, message: COMMON_MESSAGES.unexpected });
    await vi.runAllTimersAsync();
    await outcome;
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("honours Retry-After, up to 5 s", async () => {
    const fetchStub = answer({ status: 503, headers: { "Retry-After": "30" } }, { status: 200, body: {} });
    const result = apiFetch("/api/me");
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({});
  });

  it("stops waiting and retrying when the caller aborts", async () => {
    const fetchStub = answer(unavailable(), unavailable());
    const controller = new AbortController();
    const result = apiFetch("/api/me", { signal: controller.signal });
    const outcome = expect(result).rejects.toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await outcome;
    await vi.runAllTimersAsync();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("the session ending (401)", () => {
  const ended = { status: 401, body: { error: { code: "unauthenticated", message: COMMON_MESSAGES.unauthenticated } } };

  it("toasts the worker's message once and runs the sign-in handler", async () => {
    const handler = vi.fn();
    const remove = setUnauthorizedHandler(handler);
    answer(ended);
    const error = await apiFetch("/api/favorites/lists", { method: "POST", body: {} }).catch((e: unknown) => e);
    remove();
    expect(hasCode(error, "unauthenticated")).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(COMMON_MESSAGES.unauthenticated, expect.objectContaining({ id: "session-ended" }));
  });

  it("leaves a call that opted out to its caller, without a toast", async () => {
    const handler = vi.fn();
    const remove = setUnauthorizedHandler(handler);
    answer(ended);
    await expect(apiFetch("/api/me", { skipUnauthorizedHandler: true })).rejects.toBeInstanceOf(ApiError);
    remove();
    expect(handler).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("failureText", () => {
  it("is the worker's sentence, or the connection hint when no answer came", () => {
    expect(failureText(new ApiError(409, "wrong_status", "Esta acción no está disponible."))).toBe("Esta acción no está disponible.");
    expect(failureText(new TypeError("Failed to fetch"))).toBe(COMMON_MESSAGES.offline);
    expect(failureText(new TypeError("Failed to fetch"), COMMON_MESSAGES.unexpected)).toBe(COMMON_MESSAGES.unexpected);
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");

  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("2", now)).toBe(2000);
    expect(retryAfterMs("Sun, 01 Mar 2026 12:00:03 GMT", now)).toBe(3000);
  });

  it("caps long waits at 5 s and never waits a negative time", () => {
    expect(retryAfterMs("30", now)).toBe(5000);
    expect(retryAfterMs("Sun, 01 Mar 2026 11:59:00 GMT", now)).toBe(0);
  });

  it("ignores an absent or unreadable header", () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("", now)).toBeNull();
    expect(retryAfterMs("pronto", now)).toBeNull();
  });
});
