import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { GONE_MESSAGES, GONE_MESSAGES_EN } from "@domain/properties/availability-messages";
import { ApiError, failureText } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { openFavoritesDialog } from "@web/lib/favorites-dialog";
import { propertyDetailQuery } from "@web/lib/property-query";
import { SAVE_INTENT_PARAM, saveIntentFrom, searchWithoutSaveIntent } from "@web/lib/save-intent";
import { FAVORITES_TEXT } from "@domain/favorites/favorites-text";
import { useLang } from "@web/lib/i18n/lang-context";

/**
 * Mounted once in the app layout: finishes a save asked for while signed out. The heart's
 * sign-in links come back with `?guardar=<listing id>`; once the session is known the page
 * drops the parameter (a reload or a copied link does not ask again) and, signed in, opens
 * the favourites dialog for that listing, as the heart does. Signed out it only drops it.
 */
export function ResumeSaveIntent() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, loading } = useAuth();
  const lang = useLang();
  const propertyId = saveIntentFrom(location.search);
  const handled = useRef<string | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    if (loading || !new URLSearchParams(location.search).has(SAVE_INTENT_PARAM)) return;
    const key = `${location.key}:${location.search}`;
    if (handled.current === key) return; // the same arrival (StrictMode runs effects twice)
    handled.current = key;
    void navigate(
      { pathname: location.pathname, search: searchWithoutSaveIntent(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
    if (!signedIn || propertyId === null) return;
    queryClient.fetchQuery({ ...propertyDetailQuery(propertyId), staleTime: 60_000 }).then(
      (property) => openFavoritesDialog({ mode: "add", property: { id: property.id, title: property.title } }),
      async (error: unknown) => {
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 400);
        // A 503 was already announced by the API client.
        if (!gone && error instanceof ApiError && error.status === 503) return;
        const { notify } = await import("@web/components/ui/toast");
        notify.error(FAVORITES_TEXT.saveFailed[lang], gone ? (lang === "en" ? GONE_MESSAGES_EN : GONE_MESSAGES).listing : failureText(error));
      },
    );
  }, [location, loading, signedIn, propertyId, navigate, queryClient, lang]);

  return null;
}
