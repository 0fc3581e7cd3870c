// Move → seen by another screen, over real WebSockets to the BoardRoom of a running app.
type Figures = { clients: number; moves: number; p50: number; p95: number };

export async function measureBoardRoom(baseUrl: string, clients: number, moves: number): Promise<Figures> {
  const { token, itemIds } = await prepareBoard(baseUrl);
  const wsUrl = `${baseUrl.replace(/^http/, "ws")}/parties/board-room/`;
  const boardId = token.boardId;
  const sockets = await Promise.all(Array.from({ length: clients }, () => open(`${wsUrl}${boardId}?token=${token.token}`)));
  const [mover, watcher] = sockets;
  const times: number[] = [];
  const statuses = ["like", "dislike", "winner", "pool"] as const;
  for (let i = 0; i < moves; i++) {
    const seen = new Promise<number>((resolve) => {
      const onMessage = (e: MessageEvent) => {
        const m = JSON.parse(String(e.data));
        if (m.type === "moved" && m.item.position === i + 0.5) {
          watcher.removeEventListener("message", onMessage);
          resolve(performance.now());
        }
      };
      watcher.addEventListener("message", onMessage);
    });
    const sent = performance.now();
    mover.send(JSON.stringify({ type: "move", requestId: `b${i}`, itemId: itemIds[i % itemIds.length], status: statuses[i % 4], position: i + 0.5 }));
    times.push((await seen) - sent);
  }
  for (const s of sockets) s.close();
  times.sort((a, b) => a - b);
  const at = (p: number) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2));
  return { clients, moves, p50: at(0.5), p95: at(0.95) };
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.addEventListener("message", function first(e) {
      if (JSON.parse(String(e.data)).type === "snapshot") {
        ws.removeEventListener("message", first);
        resolve(ws);
      }
    });
    ws.addEventListener("error", () => reject(new Error(`cannot open ${url}`)));
  });
}

// A demo agent's client with three listings, migrated, with a live link.
async function prepareBoard(baseUrl: string) {
  const headers = { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": "198.51.100.77" };
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: "agente@hogaria.mx", password: "Hogaria2026!" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const h = { ...headers, cookie };
  const post = async (path: string, body: unknown) =>
    (await (await fetch(`${baseUrl}${path}`, { method: "POST", headers: h, body: JSON.stringify(body) })).json()) as any;
  const list = await post("/api/favorites/lists", { name: `Bench ${Date.now()}` });
  const listings = ((await (await fetch(`${baseUrl}/api/properties?operation=venta&page_size=3`)).json()) as { data: { items: { id: string }[] } })
    .data;
  for (const l of listings.items) await post(`/api/favorites/lists/${list.data.id}/properties`, { propertyId: l.id });
  const migration = await post("/api/boards/migrate", { listId: list.data.id });
  const share = await post(`/api/boards/${migration.data.boardId}/share`, {});
  const view = (await (await fetch(`${baseUrl}/api/boards/by-list/${list.data.id}`, { headers: h })).json()) as any;
  return {
    token: { token: share.data.token as string, boardId: migration.data.boardId as string },
    itemIds: view.data.items.map((i: { id: string }) => i.id) as string[],
  };
}
