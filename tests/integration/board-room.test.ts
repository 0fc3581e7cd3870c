import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

// The room is bound and reachable under /parties/board-room/{boardId}; the board protocol
// itself comes with the client boards.
describe("BoardRoom", () => {
  it("accepts a WebSocket connection and greets it with the board id", async () => {
    const res = await exports.default.fetch("http://hogaria.test/parties/board-room/tablero-demo", {
      headers: { Upgrade: "websocket" },
    });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const first = new Promise<string>((resolve) => ws.addEventListener("message", (e) => resolve(String(e.data)), { once: true }));
    ws.accept();
    expect(JSON.parse(await first)).toEqual({ type: "hello", boardId: "tablero-demo", connections: 1 });
    ws.close(1000, "done");
  });

  it("refuses a connection to a room that does not exist", async () => {
    const res = await exports.default.fetch("http://hogaria.test/parties/no-such-room/x", { headers: { Upgrade: "websocket" } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.webSocket).toBeNull();
  });
});
