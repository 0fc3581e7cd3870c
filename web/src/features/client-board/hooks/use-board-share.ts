import { useMutation, useQueryClient } from "@tanstack/react-query";
import { boardShareText, type Board } from "@domain/boards/board";
import { notify } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api-client";
import { favoritesKeys } from "@web/lib/favorites";
import { whatsappChatUrl } from "@web/lib/whatsapp";
import { createShareLink, revokeShareLink, setShowAgentContact, type AgentBoardView } from "../api/boards";

function shareFailed(error: unknown) {
  notify.error("Error", error instanceof ApiError ? "No se pudo generar el enlace de compartir" : "Error al generar el enlace de compartir");
}

/** Copies the link ('Enlace copiado'); without a clipboard the 'Enlace generado' toast shows the link for 10 s. */
async function copyToClipboard(url: string, description?: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success("Enlace copiado", description ?? "Pégalo en un mensaje para tu cliente.");
  } catch {
    notify.info("Enlace generado", url, 10_000);
  }
}

/**
 * The board's 'Compartir' menu and its contact switch: make the /t/{token} link when there
 * is none yet (generate-board-token), send it by WhatsApp or copy it, make a new one
 * (the old stops working), turn it off, and show or hide the agent's contact to the client.
 */
export function useBoardShare(userId: string, listId: string, board: Board) {
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
      notify.success("Enlace desactivado", "Quien tenga el enlace ya no podrá abrir el tablero.");
    },
    onError: () => notify.error("Error", "No se pudo desactivar el enlace"),
  });

  const contact = useMutation({
    mutationFn: (show: boolean) => setShowAgentContact(board.id, show),
    onMutate: (show) => patchBoard({ show_agent_contact: show }),
    onSuccess: (_data, show) =>
      notify.success(
        "Actualizado",
        show ? "Tu cliente ya ve tu nombre, teléfono y WhatsApp en el tablero." : "Tu contacto ya no se muestra en el tablero.",
      ),
    onError: (_error, show) => {
      patchBoard({ show_agent_contact: !show });
      notify.error("Error", "No se pudo guardar el cambio. Intenta de nuevo.");
    },
  });

  /** The current link, made first if there is none. */
  const link = async (): Promise<string | null> => {
    if (board.share) return board.share.url;
    try {
      return (await generate.mutateAsync()).shareUrl;
    } catch {
      return null;
    }
  };

  return {
    busy: generate.isPending || revoke.isPending,
    contactPending: contact.isPending,
    async copy() {
      const url = await link();
      if (url) await copyToClipboard(url);
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
      const chat = whatsappChatUrl(boardShareText(board.client_name, url), "");
      if (tab) {
        tab.opener = null;
        tab.location.href = chat;
      } else if (!window.open(chat, "_blank", "noopener,noreferrer")) {
        notify.info("Enlace generado", url, 10_000);
      }
    },
    async regenerate() {
      try {
        const { shareUrl } = await generate.mutateAsync();
        await copyToClipboard(shareUrl, "Es un enlace nuevo: el anterior dejó de funcionar.");
      } catch {
        // shareFailed already said so.
      }
    },
    revoke: () => revoke.mutate(),
    setShowContact: (show: boolean) => contact.mutate(show),
  };
}
