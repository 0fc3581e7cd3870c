import { useMutation, useQueryClient } from "@tanstack/react-query";
import { boardLinkIn, boardShareText, type Board } from "@domain/boards/board";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import type { Lang } from "@domain/i18n/lang";
import { notify } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api-client";
import { favoritesKeys } from "@web/lib/favorites";
import { useLang } from "@web/lib/i18n/lang-context";
import { whatsappChatUrl } from "@web/lib/whatsapp";
import { createShareLink, revokeShareLink, setShowAgentContact, type AgentBoardView } from "../api/boards";

/** Copies the link ('Enlace copiado'); without a clipboard the 'Enlace generado' toast shows the link for 10 s. */
async function copyToClipboard(url: string, lang: Lang, description?: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(T.linkCopied[lang], description ?? T.pasteIt[lang]);
  } catch {
    notify.info(T.linkMade[lang], url, 10_000);
  }
}

/**
 * The board's 'Compartir' menu and its contact switch: make the /t/{token} link when there
 * is none yet (generate-board-token), send it by WhatsApp or copy it, make a new one
 * (the old stops working), turn it off, and show or hide the agent's contact to the client.
 */
export function useBoardShare(userId: string, listId: string, board: Board) {
  const lang = useLang();
  const shareFailed = (error: unknown) => notify.error(T.error[lang], error instanceof ApiError ? T.linkFailed[lang] : T.linkError[lang]);
  const queryClient = useQueryClient();
  const key = favoritesKeys.board(userId, listId);
  const patchBoard = (patch: Partial<Board>) =>
    queryClient.setQueryData<AgentBoardView>(key, (view) => view && { ...view, board: { ...view.board, ...patch } });

  const generate = useMutation({
    mutationFn: () => createShareLink(board.id),
    onSuccess: ({ shareUrl, token }) => patchBoard({ share: { token, url: shareUrl } }),
    onError: shareFailed,
  });

  const revoke = useMutation({
    mutationFn: () => revokeShareLink(board.id),
    onSuccess: () => {
      patchBoard({ share: null });
      notify.success(T.linkOff[lang], T.linkOffHint[lang]);
    },
    onError: () => notify.error(T.error[lang], T.linkOffFailed[lang]),
  });

  const contact = useMutation({
    mutationFn: (show: boolean) => setShowAgentContact(board.id, show),
    onMutate: (show) => patchBoard({ show_agent_contact: show }),
    onSuccess: (_data, show) => notify.success(T.saved[lang], show ? T.contactNowShown[lang] : T.contactNowHidden[lang]),
    onError: (_error, show) => {
      patchBoard({ show_agent_contact: !show });
      notify.error(T.error[lang], T.saveFailed[lang]);
    },
  });

  /** The current link, made first if there is none, in the page's language (the client reads the board in it). */
  const link = async (): Promise<string | null> => {
    if (board.share) return boardLinkIn(board.share.url, lang);
    try {
      return boardLinkIn((await generate.mutateAsync()).shareUrl, lang);
    } catch {
      return null;
    }
  };

  return {
    busy: generate.isPending || revoke.isPending,
    contactPending: contact.isPending,
    async copy() {
      const url = await link();
      if (url) await copyToClipboard(url, lang);
    },
    /** Opens WhatsApp in a new tab with 'Te comparto el tablero de propiedades "{client}": {url}'. */
    async whatsapp() {
      // A tab opened right away keeps the click's permission to open it while the link is made.
      const tab = board.share ? null : window.open("about:blank", "_blank");
      const url = await link();
      if (!url) {
        tab?.close();
        return;
      }
      const chat = whatsappChatUrl(boardShareText(board.client_name, url, lang), "");
      if (tab) {
        tab.opener = null;
        tab.location.href = chat;
      } else if (!window.open(chat, "_blank", "noopener,noreferrer")) {
        notify.info(T.linkMade[lang], url, 10_000);
      }
    },
    async regenerate() {
      try {
        const { shareUrl } = await generate.mutateAsync();
        await copyToClipboard(boardLinkIn(shareUrl, lang), lang, T.newLinkCopied[lang]);
      } catch {
        // shareFailed already said so.
      }
    },
    revoke: () => revoke.mutate(),
    setShowContact: (show: boolean) => contact.mutate(show),
  };
}
