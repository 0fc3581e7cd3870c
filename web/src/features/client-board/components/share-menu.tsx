import { Copy, ExternalLink, LinkIcon, MessageCircle, RefreshCcw, Share2, Unlink } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "@web/components/ui/menu";
import { boardLinkIn, type Board } from "@domain/boards/board";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import type { useBoardShare } from "../hooks/use-board-share";

type ShareMenuProps = {
  board: Board;
  share: ReturnType<typeof useBoardShare>;
};

/** 'Compartir': 'Enviar por WhatsApp' and 'Copiar enlace' (the link is made on first use), plus managing the link. */
export function ShareMenu({ board, share }: ShareMenuProps) {
  const t = useText();
  const lang = useLang();
  return (
    <Menu
      align="end"
      label={t(T.share)}
      contentClassName="w-72"
      trigger={
        <Button busy={share.busy}>
          {!share.busy && <Share2 aria-hidden="true" className="size-4" />}
          {t(T.share)}
        </Button>
      }
    >
      <MenuItem onSelect={() => void share.whatsapp()}>
        <MessageCircle aria-hidden="true" className="size-4 text-slate-500" />
        {t(T.sendWhatsapp)}
      </MenuItem>
      <MenuItem onSelect={() => void share.copy()}>
        <Copy aria-hidden="true" className="size-4 text-slate-500" />
        {t(T.copyLink)}
      </MenuItem>
      {board.share && (
        <>
          <MenuSeparator />
          <MenuLabel>{t(T.clientLink)}</MenuLabel>
          <MenuItem asChild>
            <a href={boardLinkIn(board.share.url, lang)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" className="size-4 text-slate-500" />
              {t(T.openClientView)}
            </a>
          </MenuItem>
          <MenuItem onSelect={() => void share.regenerate()}>
            <RefreshCcw aria-hidden="true" className="size-4 text-slate-500" />
            {t(T.newLink)}
          </MenuItem>
          <MenuItem onSelect={share.revoke} className="text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700">
            <Unlink aria-hidden="true" className="size-4" />
            {t(T.turnOffLink)}
          </MenuItem>
        </>
      )}
      {!board.share && (
        <p className="flex items-start gap-2 px-3 pt-2 pb-1 text-xs text-slate-500">
          <LinkIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {t(T.linkNote)}
        </p>
      )}
    </Menu>
  );
}
