import type { Db } from "../../db/client";
import { boardByToken } from "../services/boards";
import { isDatabaseUnavailable } from "../services/database-errors";
import { siteShellMeta, type PageMeta } from "./page-meta";
import { goneTitle, LINK_GONE } from "../../domain/properties/availability-messages";

// /t/{token}: a client's live board. Private to whoever holds the link (never indexed); an
// unknown or revoked link answers 404, like the page the app then shows.
export async function boardLinkMetaForPath(db: Db, pathname: string, origin: string): Promise<(PageMeta & { url: string; image: string }) | null> {
  const match = pathname.match(/^\/t\/([^/]+)\/?$/);
  if (!match) return null;
  const url = `${origin}${pathname.replace(/\/$/, "")}`;
  const shell = siteShellMeta(url, origin);
  const token = match[1];
  try {
    const board = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await boardByToken(db, token) : null;
    if (!board) return { ...shell, title: goneTitle(LINK_GONE), status: 404 };
    return { ...shell, title: `Tablero de ${board.clientName} · Hogaria` };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { ...shell, status: 503 };
    throw error;
  }
}
