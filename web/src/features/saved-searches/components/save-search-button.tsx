import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { BookmarkPlus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth/auth-context";
import { loginUrlFor } from "@web/lib/auth/redirect";
import type { SaveSearchProps } from "@web/lib/saved-searches";
import { loadSavedSearchDialog } from "../load-saved-search-dialog";
import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import { useText } from "@web/lib/i18n/lang-context";
import { SAVE_SEARCH_PARAM, saveSearchRequested, withSaveRequest } from "../save-search-param";

const SavedSearchDialog = lazy(loadSavedSearchDialog);

/**
 * 'Guardar búsqueda' on the search pages: opens the dialog that saves the page's search
 * (its code, and zod with it, loads on first hover, focus or press). Signed out, it is a link
 * to sign in (it works before the page's code has arrived); back on the search, the dialog
 * opens by itself.
 */
export function SaveSearchButton({ filters, title }: SaveSearchProps) {
  const { user, loading } = useAuth();
  const t = useText();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Each opening starts the form afresh (the name from the title the page has then).
  const [openings, setOpenings] = useState(0);

  const show = useCallback(() => {
    setOpenings((n) => n + 1);
    setOpen(true);
  }, []);

  // Back from signing in with a save asked for: open the dialog once, and leave the request out of the address.
  const requested = saveSearchRequested(params);
  useEffect(() => {
    if (!requested || loading) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(SAVE_SEARCH_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (user) show();
  }, [requested, loading, user, setParams, show]);

  const preload = () => void loadSavedSearchDialog();

  const label = (
    <>
      <BookmarkPlus aria-hidden="true" className="size-4" />
      {t(SEARCH_PAGE_TEXTS).saveSearch}
    </>
  );
  if (!user && !loading) {
    return (
      <Button asChild variant="outline">
        <Link to={loginUrlFor(withSaveRequest(location))}>{label}</Link>
      </Button>
    );
  }

  return (
    <>
      <Button ref={buttonRef} variant="outline" aria-haspopup="dialog" aria-expanded={open} onPointerEnter={preload} onFocus={preload} onClick={show}>
        {label}
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <SavedSearchDialog
            key={openings}
            open={open}
            onOpenChange={setOpen}
            mode={{ kind: "create", filters, defaultName: title }}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
