import { useEffect, useRef, useState } from "react";
import { isAgentRole } from "@domain/auth/roles";
import type { FavoriteList } from "@domain/favorites/favorites";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { useAuth, type Profile } from "@web/lib/auth/auth-context";
import { takeFavoritesReturnFocus, useFavoritesDialog, type FavoritesDialogRequest } from "@web/lib/favorites-dialog";
import { favoritesLabels } from "@web/lib/favorites-labels";
import { FAVORITES_TEXT as T } from "@domain/favorites/favorites-text";
import { listNameIn } from "@domain/favorites/favorites";
import { useLang } from "@web/lib/i18n/lang-context";
import { CreateListForm } from "./create-list-form";
import { ListPicker } from "./list-picker";
import { ListSkeleton } from "./list-skeleton";
import { ListProperties } from "./list-properties";
import { ListsOverview } from "./lists-overview";
import { SignedOutMessage } from "./signed-out-message";

type FavoritesDialogProps = {
  open: boolean;
  request: FavoritesDialogRequest;
  onClose: () => void;
};

/**
 * The favourites dialog, in two modes. Add mode (a listing in context):
 * toggle the lists that hold it. View mode ('Mis favoritas'): the lists, and a list's
 * properties with a way back. Both have the 'create new' card and its sub-view. Agents
 * and agencies see the lists as clients. Signed out: 'Inicia sesión'.
 */
export default function FavoritesDialog({ open, request, onClose }: FavoritesDialogProps) {
  const { user, loading } = useAuth();
  const { seq } = useFavoritesDialog();
  const lang = useLang();

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="max-w-lg! p-5 sm:p-6"
        onCloseAutoFocus={(event) => {
          const target = takeFavoritesReturnFocus();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {loading ? (
          <>
            <DialogTitle className="sr-only">{T.loadingTitle[lang]}</DialogTitle>
            <DialogDescription className="sr-only">{T.oneMoment[lang]}</DialogDescription>
            <ListSkeleton />
          </>
        ) : user ? (
          <SignedInContent key={seq} user={user} request={request} onClose={onClose} />
        ) : (
          <SignedOutMessage propertyId={request.mode === "add" ? request.property.id : null} onNavigate={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type View = { kind: "lists" } | { kind: "create" } | { kind: "list"; list: FavoriteList };

function SignedInContent({ user, request, onClose }: { user: Profile; request: FavoritesDialogRequest; onClose: () => void }) {
  const agent = isAgentRole(user.role);
  const lang = useLang();
  const labels = favoritesLabels(agent, lang);
  const [view, setView] = useState<View>(request.mode === "view" && request.list ? { kind: "list", list: request.list } : { kind: "lists" });
  const body = useRef<HTMLDivElement>(null);
  /** What to focus when coming back to the lists: the card that led away from them. */
  const returnKey = useRef<string | null>(null);

  useEffect(() => {
    if (view.kind !== "lists" || !returnKey.current) return;
    body.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(returnKey.current)}"]`)?.focus();
    returnKey.current = null;
  }, [view]);

  const backToLists = (focusKey: string) => {
    returnKey.current = focusKey;
    setView({ kind: "lists" });
  };

  const property = request.mode === "add" ? request.property : null;
  let title = property ? labels.addTitle : labels.viewTitle;
  let description = property ? labels.addDescription(property.title) : labels.viewDescription;
  if (view.kind === "create") {
    title = labels.createTitle;
    description = (property ? T.createWithProperty : T.createHint)[lang];
  } else if (view.kind === "list") {
    title = listNameIn(view.list, lang);
    description = (agent ? T.clientListIntro : T.listIntro)[lang];
  }

  return (
    <>
      <DialogTitle className="pr-10 text-xl">{title}</DialogTitle>
      <DialogDescription className="pr-6">{description}</DialogDescription>
      <div ref={body} className="mt-5">
        {view.kind === "create" ? (
          <CreateListForm
            userId={user.id}
            labels={labels}
            property={property}
            onCancel={() => backToLists("create")}
            onCreated={() => backToLists("create")}
          />
        ) : view.kind === "list" ? (
          <ListProperties
            userId={user.id}
            list={view.list}
            labels={labels}
            agent={agent}
            onBack={() => backToLists(`list:${view.list.id}`)}
            onNavigate={onClose}
          />
        ) : property ? (
          <ListPicker
            userId={user.id}
            property={property}
            labels={labels}
            agent={agent}
            onCreate={() => setView({ kind: "create" })}
            onDone={onClose}
          />
        ) : (
          <ListsOverview
            userId={user.id}
            labels={labels}
            agent={agent}
            onOpenList={(list) => setView({ kind: "list", list })}
            onCreate={() => setView({ kind: "create" })}
          />
        )}
      </div>
    </>
  );
}
