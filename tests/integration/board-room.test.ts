import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BoardView } from "../../domain/boards/board";
import { MOVES_PER_WINDOW } from "../../worker/rooms/board-room";
import { serverMessageSchema, VIEWER_HEADER, viewerHeaderValue, type ServerMessage } from "../../party/protocol";
import { call, cookiesOf, ORIGIN, testDb } from "./helpers";

type Socket = { ws: WebSocket; messages: ServerMessage[]; next: (type: ServerMessage["type"], timeoutMs?: number) => Promise<ServerMessage> };

// A browser on our pages sends its Origin with the handshake; `origin: null` leaves it out.
// Every message the room sends must read as the protocol says.
async function connect(
  boardId: string,
  opts: { cookie?: string; token?: string; origin?: string | null; headers?: Record<string, string> } = {},
): Promise<Socket | Response> {
  const url = `http://hogaria.test/parties/board-room/${boardId}${opts.token ? `?token=${opts.token}` : ""}`;
  const origin = opts.origin === undefined ? ORIGIN : opts.origin;
  const res = await exports.default.fetch(url, {
    headers: { Upgrade: "websocket", ...opts.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(origin ? { origin } : {}) },
  });
  if (res.status !== 101) return res;
  const ws = res.webSocket!;
  const messages: ServerMessage[] = [];
  const waiters: { type: string; resolve: (m: ServerMessage) => void }[] = [];
  ws.addEventListener("message", (e) => {
    const m = serverMessageSchema.parse(JSON.parse(String(e.data)));
    const i = waiters.findIndex((w) => w.type === m.type);
    if (i >= 0) waiters.splice(i, 1)[0].resolve(m);
    else messages.push(m);
  });
  ws.accept();
  const next = (type: ServerMessage["type"], timeoutMs = 5000) => {
    const i = messages.findIndex((m) => m.type === type);
    if (i >= 0) return Promise.resolve(messages.splice(i, 1)[0]);
    return new Promise<ServerMessage>((resolve, reject) => {
      waiters.push({ type, resolve });
      setTimeout(() => reject(new Error(`no ${type} message`)), timeoutMs);
    });
  };
  return { ws, messages, next };
}

let agentCookie = "";
let boardId = "";
let token = "";
let itemIds: string[] = [];

beforeAll(async () => {
  const signIn = await call("/api/auth/sign-in/email", { body: { email: "agente@hogaria.mx", password: "Hogaria2026!" } });
  agentCookie = cookiesOf(signIn);
  const list = (await (await call("/api/favorites/lists", { cookie: agentCookie, body: { name: `Cliente sala ${Date.now()}` } })).json()) as any;
  const rows = (await testDb().execute("SELECT id FROM properties WHERE status = 'publicada' ORDER BY id LIMIT 3")).rows;
  for (const r of rows) await call(`/api/favorites/lists/${list.data.id}/properties`, { cookie: agentCookie, body: { propertyId: r.id } });
  const migration = (await (await call("/api/boards/migrate", { cookie: agentCookie, body: { listId: list.data.id } })).json()) as any;
  boardId = migration.data.boardId;
  const view = (await (await call(`/api/boards/by-list/${list.data.id}`, { cookie: agentCookie })).json()) as { data: BoardView };
  itemIds = view.data.items.map((i) => i.id);
  token = ((await (await call(`/api/boards/${boardId}/share`, { cookie: agentCookie, body: {} })).json()) as any).data.token;
});

/** The `moved` messages a screen got within `ms` (and not yet read). */
async function movedWithin(socket: Socket, ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return socket.messages.filter((m) => m.type === "moved");
}

const statusInDb = async (itemId: string) =>
  (await testDb().execute({ sql: "SELECT status, position FROM board_items WHERE id = ?", args: [itemId] })).rows[0];

describe("BoardRoom", () => {
  it("refuses a connection without a session or a valid link", async () => {
    expect(((await connect(boardId)) as Response).status).toBe(403);
    expect(((await connect(boardId, { token: "x".repeat(43) })) as Response).status).toBe(403);
    const buyer = cookiesOf(await call("/api/auth/sign-in/email", { body: { email: "comprador@hogaria.mx", password: "Hogaria2026!" } }));
    expect(((await connect(boardId, { cookie: buyer })) as Response).status).toBe(403);
  });

  it("takes the agent's session cookie only from our own pages; a link holder needs no Origin", async () => {
    for (const origin of ["https://evil.example", "null", null]) {
      const res = (await connect(boardId, { cookie: agentCookie, origin })) as Response;
      expect(res.status, `Origin ${origin}`).toBe(403);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
    const client = (await connect(boardId, { token, origin: null })) as Socket;
    expect((await client.next("snapshot")).type).toBe("snapshot");
    client.ws.close();
  });

  it("knows who connects only from the worker: a viewer header sent by the client counts for nothing", async () => {
    const forged = { [VIEWER_HEADER]: viewerHeaderValue({ kind: "agent", name: "Agente falso" }) };
    expect(((await connect(boardId, { headers: forged })) as Response).status).toBe(403);
    const client = (await connect(boardId, { token, headers: forged })) as Socket;
    const snapshot = (await client.next("snapshot")) as Extract<ServerMessage, { type: "snapshot" }>;
    expect(snapshot.view.board.share).toBeNull();
    expect(snapshot.viewers.map((v) => v.name)).not.toContain("Agente falso");
    expect(snapshot.viewers).toContainEqual(expect.objectContaining({ kind: "client", name: snapshot.view.board.client_name }));
    client.ws.close();
  });

  it("sends the whole board on connect, to the agent and to the client", async () => {
    const agent = (await connect(boardId, { cookie: agentCookie })) as Socket;
    const snapshot = (await agent.next("snapshot")) as Extract<ServerMessage, { type: "snapshot" }>;
    expect(snapshot.view.items.map((i) => i.id).sort()).toEqual([...itemIds].sort());
    expect(snapshot.view.board.share?.token).toBe(token);
    const client = (await connect(boardId, { token })) as Socket;
    const clientSnapshot = (await client.next("snapshot")) as Extract<ServerMessage, { type: "snapshot" }>;
    expect(clientSnapshot.view.board.share).toBeNull();
    expect(clientSnapshot.viewers.map((v) => v.kind).sort()).toEqual(["agent", "client"]);
    const presence = (await agent.next("presence")) as Extract<ServerMessage, { type: "presence" }>;
    expect(presence.viewers.map((v) => v.kind).sort()).toEqual(["agent", "client"]);
    agent.ws.close();
    client.ws.close();
  });

  it("saves a move, acknowledges it to the sender and broadcasts it to the others", async () => {
    const agent = (await connect(boardId, { cookie: agentCookie })) as Socket;
    const client = (await connect(boardId, { token })) as Socket;
    await agent.next("snapshot");
    await client.next("snapshot");
    agent.ws.send(JSON.stringify({ type: "move", requestId: "r1", itemId: itemIds[0], status: "like", position: 1.5 }));
    const ack = (await agent.next("ack")) as Extract<ServerMessage, { type: "ack" }>;
    expect(ack).toMatchObject({ requestId: "r1", item: { id: itemIds[0], status: "like", position: 1.5 } });
    const moved = (await client.next("moved")) as Extract<ServerMessage, { type: "moved" }>;
    expect(moved.item).toMatchObject({ id: itemIds[0], status: "like" });
    expect(moved.by.kind).toBe("agent");
    expect(await statusInDb(itemIds[0])).toMatchObject({ status: "like", position: 1.5 });
    // The client moves too; the agent sees it.
    client.ws.send(JSON.stringify({ type: "move", requestId: "c1", itemId: itemIds[1], status: "winner", position: 1 }));
    expect(((await client.next("ack")) as any).item.status).toBe("winner");
    expect(((await agent.next("moved")) as any).item).toMatchObject({ id: itemIds[1], status: "winner" });
    agent.ws.close();
    client.ws.close();
  });

  it("a move tells the others who made it by the name the server knows: the agent's account, the client's board name", async () => {
    const agent = (await connect(boardId, { cookie: agentCookie })) as Socket;
    const client = (await connect(boardId, { token })) as Socket;
    const snapshot = (await client.next("snapshot")) as Extract<ServerMessage, { type: "snapshot" }>;
    await agent.next("snapshot");
    const agentName = (await testDb().execute("SELECT name FROM users WHERE email = 'agente@hogaria.mx'")).rows[0].name;
    const before = snapshot.view.items.find((i) => i.id === itemIds[1])!.status;
    const to = before === "like" ? "dislike" : "like";
    agent.ws.send(JSON.stringify({ type: "move", requestId: "named", itemId: itemIds[1], status: to, position: 4 }));
    await agent.next("ack");
    const moved = (await client.next("moved")) as Extract<ServerMessage, { type: "moved" }>;
    expect(moved).toMatchObject({ item: { id: itemIds[1], status: to }, from: before, by: { kind: "agent", name: agentName } });
    // The sender gets its ack, not a notice of its own move.
    expect(await movedWithin(agent, 300)).toEqual([]);
    client.ws.send(JSON.stringify({ type: "move", requestId: "named-c", itemId: itemIds[1], status: before, position: 4 }));
    await client.next("ack");
    expect(await agent.next("moved")).toMatchObject({ by: { kind: "client", name: snapshot.view.board.client_name } });
    agent.ws.close();
    client.ws.close();
  });

  it("refuses a move that names its own sender, whoever it claims to be, changing nothing and telling nobody", async () => {
    const agent = (await connect(boardId, { cookie: agentCookie })) as Socket;
    const client = (await connect(boardId, { token })) as Socket;
    await agent.next("snapshot");
    await client.next("snapshot");
    const before = await statusInDb(itemIds[0]);
    const move = { type: "move", itemId: itemIds[0], status: before.status === "winner" ? "like" : "winner", position: 42 };
    client.ws.send(JSON.stringify({ ...move, requestId: "forged-by", by: { kind: "agent", name: "Agente falso", connectionId: "x" } }));
    expect(await client.next("reject")).toMatchObject({ requestId: "forged-by", reason: "invalid" });
    client.ws.send(JSON.stringify({ ...move, requestId: "forged-name", name: "Agente falso" }));
    expect(await client.next("reject")).toMatchObject({ requestId: "forged-name", reason: "invalid" });
    expect(await movedWithin(agent, 300)).toEqual([]);
    expect(await statusInDb(itemIds[0])).toEqual(before);
    agent.ws.close();
    client.ws.close();
  });

  it("a client away while the agent moves gets the board as it is now when it connects again", async () => {
    const client = (await connect(boardId, { token })) as Socket;
    await client.next("snapshot");
    client.ws.close();
    const agent = (await connect(boardId, { cookie: agentCookie })) as Socket;
    await agent.next("snapshot");
    agent.ws.send(JSON.stringify({ type: "move", requestId: "while-away", itemId: itemIds[2], status: "winner", position: 11 }));
    await agent.next("ack");
    const back = (await connect(boardId, { token })) as Socket;
    const snapshot = (await back.next("snapshot")) as Extract<ServerMessage, { type: "snapshot" }>;
    expect(snapshot.view.items.find((i) => i.id === itemIds[2])).toMatchObject({ status: "winner", position: 11 });
    agent.ws.close();
    back.ws.close();
  });

  it("rejects a bad status and an item from another board, changing nothing", async () => {
    const agent = (await connect(boardId, { cookie: agentCookie })) as Socket;
    await agent.next("snapshot");
    const before = await statusInDb(itemIds[2]);
    agent.ws.send(JSON.stringify({ type: "move", requestId: "bad", itemId: itemIds[2], status: "maybe", position: 1 }));
    expect(await agent.next("reject")).toMatchObject({ requestId: "bad", reason: "invalid" });
    agent.ws.send(JSON.stringify({ type: "move", requestId: "foreign", itemId: "item-de-otro-tablero", status: "like", position: 1 }));
    expect(await agent.next("reject")).toMatchObject({ requestId: "foreign", reason: "not_found" });
    expect(await statusInDb(itemIds[2])).toEqual(before);
    agent.ws.close();
  });

  it("gives a reconnecting screen the current board", async () => {
    const first = (await connect(boardId, { token })) as Socket;
    await first.next("snapshot");
    first.ws.send(JSON.stringify({ type: "move", requestId: "m", itemId: itemIds[2], status: "dislike", position: 7 }));
    await first.next("ack");
    first.ws.close();
    const again = (await connect(boardId, { token })) as Socket;
    const snapshot = (await again.next("snapshot")) as Extract<ServerMessage, { type: "snapshot" }>;
    expect(snapshot.view.items.find((i) => i.id === itemIds[2])).toMatchObject({ status: "dislike", position: 7 });
    again.ws.close();
  });

  it("two moves of the same card at the same moment end in the same state everywhere", async () => {
    const a = (await connect(boardId, { cookie: agentCookie })) as Socket;
    const b = (await connect(boardId, { token })) as Socket;
    await a.next("snapshot");
    await b.next("snapshot");
    a.ws.send(JSON.stringify({ type: "move", requestId: "a", itemId: itemIds[0], status: "winner", position: 2 }));
    b.ws.send(JSON.stringify({ type: "move", requestId: "b", itemId: itemIds[0], status: "dislike", position: 3 }));
    const [ackA, ackB] = await Promise.all([a.next("ack"), b.next("ack")]);
    const [movedOnA, movedOnB] = await Promise.all([a.next("moved"), b.next("moved")]);
    // Each screen applies its own ack and the other's broadcast in the room's order; the
    // last one the room applied is what the database holds and what both end with.
    const db = await statusInDb(itemIds[0]);
    const finalA = [ackA, movedOnA]
      .map((m: any) => m.item)
      .sort((x, y) => x.updated_at.localeCompare(y.updated_at))
      .at(-1);
    const finalB = [ackB, movedOnB]
      .map((m: any) => m.item)
      .sort((x, y) => x.updated_at.localeCompare(y.updated_at))
      .at(-1);
    expect(finalA.status).toBe(db.status);
    expect(finalB.status).toBe(db.status);
    a.ws.close();
    b.ws.close();
  });

  it("refuses moves beyond the per-screen limit, rolling the card back, without writing them", async () => {
    const client = (await connect(boardId, { token })) as Socket;
    await client.next("snapshot");
    const before = await statusInDb(itemIds[2]);
    for (let i = 0; i < MOVES_PER_WINDOW.max + 5; i++) {
      client.ws.send(
        JSON.stringify({ type: "move", requestId: `flood-${i}`, itemId: itemIds[2], status: i % 2 ? "like" : "pool", position: 100 + i }),
      );
    }
    const rejected = (await client.next("reject")) as Extract<ServerMessage, { type: "reject" }>;
    expect(rejected).toMatchObject({ reason: "rate_limited", itemId: itemIds[2] });
    for (let i = 0; i < MOVES_PER_WINDOW.max; i++) await client.next("ack");
    // The last accepted move is what the database holds; the refused ones changed nothing.
    expect(await statusInDb(itemIds[2])).toMatchObject({ position: 100 + MOVES_PER_WINDOW.max - 1 });
    expect(before).not.toEqual(await statusInDb(itemIds[2]));
    client.ws.close();
  });

  it("new cards added to the client's list reach everyone on the board", async () => {
    const agent = (await connect(boardId, { cookie: agentCookie })) as Socket;
    const before = ((await agent.next("snapshot")) as Extract<ServerMessage, { type: "snapshot" }>).view.items.length;
    const listId = (await testDb().execute({ sql: "SELECT list_id FROM client_boards WHERE id = ?", args: [boardId] })).rows[0].list_id;
    const [extra] = (await testDb().execute("SELECT id FROM properties WHERE status = 'publicada' ORDER BY id DESC LIMIT 1")).rows;
    expect((await call(`/api/favorites/lists/${listId}/properties`, { cookie: agentCookie, body: { propertyId: extra.id } })).status).toBe(201);
    const refreshed = (await agent.next("snapshot")) as Extract<ServerMessage, { type: "snapshot" }>;
    expect(refreshed.view.items).toHaveLength(before + 1);
    agent.ws.close();
  });

  it("replacing the live link disconnects the client who came in through the old one", async () => {
    const client = (await connect(boardId, { token })) as Socket;
    await client.next("snapshot");
    const closed = new Promise<number>((resolve) => client.ws.addEventListener("close", (e) => resolve(e.code)));
    const replaced = (await (await call(`/api/boards/${boardId}/share`, { cookie: agentCookie, body: {} })).json()) as any;
    expect(await closed).toBe(4003);
    expect(((await connect(boardId, { token })) as Response).status).toBe(403);
    token = replaced.data.token;
    const again = (await connect(boardId, { token })) as Socket;
    expect((await again.next("snapshot")).type).toBe("snapshot");
    again.ws.close();
  });
});
