// The pages the benches open that only exist once an agent has made them: a listing's share
// link (/s/…) and a client board with its live link (/t/…), made through the API as the
// demo agent (README "Demo accounts"), as the agent does with "Compartir con cliente" and
// "Compartir" → "Copiar enlace". The board's list is found by its name, so repeated runs
// reuse it; its link is made anew each run (the previous one stops working).
import { DEMO_PASSWORD, INDEPENDENT_AGENT } from "../../db/seed/accounts";
import { pageHref } from "../../domain/pages/page-routes";
import type { PropertyShare } from "../../domain/properties/property";
import type { SessionCookies } from "./mobile-page";

const BOARD_LIST_NAME = "Familia Benchmark";

export type DemoLinks = {
  /** The demo agent's session cookies. */
  agentCookies: SessionCookies;
  /** A published listing for rent. */
  listingId: string;
  sharePath: string;
  /** The agent's own board page, /cliente/{listId}. */
  boardPath: string;
  /** The client's live link, /t/{token}. */
  publicBoardPath: string;
};

export async function demoLinks(baseUrl: string): Promise<DemoLinks> {
  const agentCookies = await signIn(baseUrl, INDEPENDENT_AGENT.email, DEMO_PASSWORD);
  const call = async <T>(path: string, method = "GET", body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", origin: baseUrl, cookie: agentCookies },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };

  const listings = (await call<{ items: { id: string }[] }>("/api/properties?operation=renta&page_size=3")).items;
  const listingId = listings[0].id;

  const shares = await call<PropertyShare[]>(`/api/properties/${listingId}/shares`);
  const share =
    shares.find((s) => s.kind === "share" && !s.revoked_at) ??
    (await call<PropertyShare>(`/api/properties/${listingId}/shares`, "POST", { kind: "share" }));

  const lists = await call<{ id: string; name: string; property_count: number }[]>("/api/favorites/lists");
  const list =
    lists.find((l) => l.name === BOARD_LIST_NAME) ??
    (await call<{ id: string; property_count: number }>("/api/favorites/lists", "POST", { name: BOARD_LIST_NAME }));
  if (list.property_count === 0) for (const { id } of listings) await call(`/api/favorites/lists/${list.id}/properties`, "POST", { propertyId: id });
  const { boardId } = await call<{ boardId: string }>("/api/boards/migrate", "POST", { listId: list.id });
  const { token } = await call<{ token: string }>(`/api/boards/${boardId}/share`, "POST");

  return {
    agentCookies,
    listingId,
    sharePath: pageHref.sharedProperty(share.token),
    boardPath: pageHref.clientBoard(list.id),
    publicBoardPath: pageHref.publicBoard(token),
  };
}

/** Signs in through the API (from an address of its own: the sign-in limit is per address). */
async function signIn(baseUrl: string, email: string, password: string): Promise<SessionCookies> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      "cf-connecting-ip": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
