import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import PartySocket from "partysocket";
import type { BoardItem, BoardStatus } from "@domain/boards/board";
import type { Lang } from "@domain/i18n/lang";
import { notify } from "@web/components/ui/toast";
import { useLang } from "@web/lib/i18n/lang-context";
import type { ClientMessage, ServerMessage, Viewer, ViewerKind } from "@party/protocol";
import { BOARD_ROOM_PARTY, MOVE_FAILED_MESSAGE, MOVE_TIMEOUT_MS } from "@party/room-constants";
import { boardReducer, initialBoardState, visibleItems, type BoardState, type SnapshotReason } from "../board-state";

export type RoomStatus = "connecting" | "live" | "reconnecting";

/** How long a card someone else moved stays highlighted. */
const RECENT_MS = 4000;

let counter = 0;
function newRequestId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function failMove(lang: Lang) {
  notify.error(MOVE_FAILED_MESSAGE[lang].title, MOVE_FAILED_MESSAGE[lang].description);
}

type UseBoardRoomOptions = {
  boardId: string;
  /** The board's link token (a client without a session); the agent's session cookie otherwise. */
  token?: string;
  /** The cards as the page loaded them, shown until the room's snapshot arrives. */
  initialItems: BoardItem[];
  /** Who this screen is: a board has one agent, so an agent's move seen on the agent's page was made on another of their screens. */
  viewerKind: ViewerKind;
};

/**
 * The board's live room, which is the authority on the board (it orders, saves and confirms every move): it sends the whole board on every
 * (re)connect, answers each of our moves with ack or reject, and tells us about everyone
 * else's moves and who is viewing. A move shows at once; a reject, or no answer within
 * MOVE_TIMEOUT_MS, puts the card back and shows MOVE_FAILED_MESSAGE. A move made while the
 * first connection is still opening waits for it; one made offline after that fails at once.
 */
export function useBoardRoom({ boardId, token, initialItems, viewerKind }: UseBoardRoomOptions) {
  const lang = useLang();
  const [state, dispatch] = useReducer(boardReducer, initialItems, initialBoardState);
  const [status, setStatus] = useState<RoomStatus>("connecting");
  const [selfId, setSelfId] = useState<string | null>(null);
  const socketRef = useRef<PartySocket | null>(null);
  const timers = useRef(new Map<string, number>());
  // Moves made before the room's first connection has opened (a tap held while the page's code
  // was arriving and replayed at once): sent the moment it opens, under the same timeout.
  const beforeOpen = useRef<string[] | null>([]);
  const recentTimers = useRef(new Set<number>());

  useEffect(() => {
    const pendingTimers = timers.current;
    const fadeTimers = recentTimers.current;
    const socket = new PartySocket({
      host: window.location.host,
      // The page's own scheme: partysocket would guess plain ws:// for any 127.0.0.1 or
      // private-network host, which an https page may not open.
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: BOARD_ROOM_PARTY,
      room: boardId,
      query: token ? { token } : {},
      // Messages are never queued while offline: a move made then fails at once instead.
      maxEnqueuedMessages: 0,
    });
    socketRef.current = socket;
    beforeOpen.current = [];
    setSelfId(socket.id);

    // The snapshot that follows an open is the first board or the board after being offline.
    let opened = false;
    let nextSnapshot: SnapshotReason | null = null;

    const settle = (requestId: string) => {
      const timer = pendingTimers.get(requestId);
      if (timer !== undefined) window.clearTimeout(timer);
      pendingTimers.delete(requestId);
    };

    const onMessage = (event: MessageEvent) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      switch (message.type) {
        case "snapshot":
          dispatch({ type: "snapshot", items: message.view.items, viewers: message.viewers, reason: nextSnapshot ?? "refresh" });
          nextSnapshot = null;
          break;
        case "ack":
          settle(message.requestId);
          dispatch({ type: "ack", requestId: message.requestId, item: message.item });
          break;
        case "reject": {
          const known = pendingTimers.has(message.requestId);
          settle(message.requestId);
          dispatch({ type: "reject", requestId: message.requestId, item: message.item });
          if (known) failMove(lang);
          break;
        }
        case "moved": {
          const at = Date.now();
          const mine = viewerKind === "agent" && message.by.kind === "agent";
          dispatch({ type: "moved", item: message.item, from: message.from, by: message.by, at, mine });
          const fade = window.setTimeout(() => {
            fadeTimers.delete(fade);
            dispatch({ type: "forget-recent", itemId: message.item.id, at });
          }, RECENT_MS);
          fadeTimers.add(fade);
          break;
        }
        case "presence":
          dispatch({ type: "presence", viewers: message.viewers });
          break;
      }
    };
    const onOpen = () => {
      nextSnapshot = opened ? "reconnect" : "connect";
      opened = true;
      setStatus("live");
      for (const message of beforeOpen.current ?? []) socket.send(message);
      beforeOpen.current = null;
    };
    const onClose = () => setStatus((s) => (s === "connecting" ? s : "reconnecting"));

    socket.addEventListener("message", onMessage);
    socket.addEventListener("open", onOpen);
    socket.addEventListener("close", onClose);
    return () => {
      socket.removeEventListener("message", onMessage);
      socket.removeEventListener("open", onOpen);
      socket.removeEventListener("close", onClose);
      socket.close();
      socketRef.current = null;
      for (const timer of pendingTimers.values()) window.clearTimeout(timer);
      pendingTimers.clear();
      for (const timer of fadeTimers) window.clearTimeout(timer);
      fadeTimers.clear();
    };
  }, [boardId, token, viewerKind, lang]);

  const move = useCallback(
    (itemId: string, status: BoardStatus, position: number) => {
      const socket = socketRef.current;
      const firstOpening = socket?.readyState === WebSocket.CONNECTING && beforeOpen.current !== null;
      // Offline after having been live: the move fails at once (nothing is queued then).
      if (!socket || (socket.readyState !== WebSocket.OPEN && !firstOpening)) {
        failMove(lang);
        return;
      }
      const requestId = newRequestId();
      dispatch({ type: "move", move: { requestId, itemId, status, position } });
      const message = JSON.stringify({ type: "move", requestId, itemId, status, position } satisfies ClientMessage);
      if (firstOpening) beforeOpen.current!.push(message);
      else socket.send(message);
      timers.current.set(
        requestId,
        window.setTimeout(() => {
          timers.current.delete(requestId);
          dispatch({ type: "timeout", requestId });
          failMove(lang);
        }, MOVE_TIMEOUT_MS),
      );
    },
    [lang],
  );

  const dismissNotice = useCallback((at: number) => dispatch({ type: "dismiss-notice", at }), []);
  const dismissAway = useCallback(() => dispatch({ type: "dismiss-away" }), []);

  const items = useMemo(() => visibleItems(state), [state]);
  return {
    items,
    viewers: state.viewers,
    recent: state.recent,
    status,
    selfId,
    move,
    dismissNotice,
    dismissAway,
    state: state as BoardState,
  };
}

export type BoardRoom = ReturnType<typeof useBoardRoom>;
export type { Viewer };
