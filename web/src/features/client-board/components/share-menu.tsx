import { Copy, ExternalLink, LinkIcon, MessageCircle, RefreshCcw, Share2, Unlink } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "@web/components/ui/menu";
import type { Board } from "@domain/boards/board";
import type { useBoardShare } from "../hooks/use-board-share";

type ShareMenuProps = {
  board: Board;
  share: ReturnType<typeof useBoardShare>;
};

/** 'Compartir': 'Enviar por WhatsApp' and 'Copiar enlace' (the link is made on first use), plus managing the link. */
export function ShareMenu({ board, share }: ShareMenuProps) {
  return (
    <Menu
      align="end"
      label="Compartir"
      contentClassName="w-72"
      trigger={
        <Button busy={share.busy}>
          {!share.busy && <Share2 aria-hidden="true" className="size-4" />}
          Compartir
        </Button>
      }
    >
      <MenuItem onSelect={() => void share.whatsapp()}>
        <MessageCircle aria-hidden="true" className="size-4 text-slate-500" />
        Enviar por WhatsApp
      </MenuItem>
      <MenuItem onSelect={() => void share.copy()}>
        <Copy aria-hidden="true" className="size-4 text-slate-500" />
        Copiar enlace
      </MenuItem>
      {board.share && (
        <>
          <MenuSeparator />
          <MenuLabel>Enlace del cliente</MenuLabel>
          <MenuItem asChild>
            <a href={board.share.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" className="size-4 text-slate-500" />
              Abrir la vista del cliente
            </a>
          </MenuItem>
          <MenuItem onSelect={() => void share.regenerate()}>
            <RefreshCcw aria-hidden="true" className="size-4 text-slate-500" />
            Generar un enlace nuevo
          </MenuItem>
          <MenuItem onSelect={share.revoke} className="text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700">
            <Unlink aria-hidden="true" className="size-4" />
            Desactivar enlace
          </MenuItem>
        </>
      )}
      {!board.share && (
        <p className="flex items-start gap-2 px-3 pt-2 pb-1 text-xs text-slate-500">
          <LinkIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          Crearemos un enlace privado para tu cliente; no necesita cuenta.
        </p>
      )}
    </Menu>
  );
}
