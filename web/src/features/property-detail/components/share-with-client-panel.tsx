import { useEffect, useId, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, ExternalLink, Link2, Presentation, Trash2 } from "lucide-react";
import type { PropertyShare } from "@domain/properties/property";
import { SHARE_TEXTS as T } from "@domain/properties/share-texts";
import { useText } from "@web/lib/i18n/lang-context";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { notify } from "@web/components/ui/toast";
import { cn } from "@web/lib/cn";
import { createPropertyShare, listPropertyShares, revokePropertyShare, type ShareKind } from "../api/property-shares";
import { copyLink } from "../copy-link";
import { SharePanelFrame } from "./share-panel-frame";

const KIND_LABELS = { share: T.kindShare, presentation: T.kindPresentation } as const satisfies Record<ShareKind, unknown>;

/** "hogaria.mx/s/Ab3…x9Zk": the link without its scheme, with the token shortened. */
function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    const token = u.pathname.split("/").pop() ?? "";
    const path = token.length > 14 ? u.pathname.replace(token, `${token.slice(0, 6)}…${token.slice(-4)}`) : u.pathname;
    return `${u.host}${path}`;
  } catch {
    return url;
  }
}

/**
 * For signed-in agents and agencies (its own chunk): make a link for a client (/s/…, with
 * the agent's contact in place of the listing's) or a presentation (/p/…), copy them, and
 * revoke the ones that should stop working.
 */
export default function ShareWithClientPanel({ propertyId, create: asked }: { propertyId: string; create?: ShareKind | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const key = ["property-shares", propertyId];
  const t = useText();
  const shares = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listPropertyShares(propertyId, signal),
    staleTime: 0,
  });

  const create = useMutation({
    mutationFn: (kind: ShareKind) => createPropertyShare(propertyId, kind),
    onSuccess: async (share) => {
      // A read of the list that left before this link existed must not land after it and
      // hide it: it is cancelled, the link shown at once, and the list read again.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<PropertyShare[]>(key, (old = []) => [share, ...old.filter((s) => s.token !== share.token)]);
      void queryClient.invalidateQueries({ queryKey: key });
      void copyLink(
        share.url,
        share.kind === "share" ? t(T.linkCreated) : t(T.presentationCreated),
        share.kind === "share" ? t(T.linkCreatedText) : t(T.presentationCreatedText),
      );
    },
    onError: (error) => notify.error(t(T.createFailed), error.message),
  });

  // What the stand-in was asked for before this chunk arrived, made once (StrictMode runs
  // effects twice; the ref does not).
  const madeAsked = useRef(false);
  useEffect(() => {
    if (!asked || madeAsked.current) return;
    madeAsked.current = true;
    create.mutate(asked);
  }, [asked, create]);

  const active = (shares.data ?? []).filter((s) => s.revoked_at === null);

  return (
    <SharePanelFrame onCreate={(kind) => create.mutate(kind)} busy={create.isPending ? create.variables : null} headingRef={heading}>
      {shares.isPending ? (
        <div className="mt-5 space-y-2" aria-hidden="true">
          <Skeleton className="h-16" />
        </div>
      ) : shares.isError ? (
        <p className="mt-5 text-sm text-slate-600">{t(T.loadFailed)}</p>
      ) : active.length > 0 ? (
        <>
          <h3 className="mt-6 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(T.activeLinks)}</h3>
          <ul aria-label={t(T.activeLinks)} className="mt-2 space-y-2">
            {active.map((share) => (
              <ShareRow
                key={share.token}
                share={share}
                onRevoked={() => {
                  queryClient.setQueryData<PropertyShare[]>(key, (old = []) => old.filter((s) => s.token !== share.token));
                  heading.current?.focus();
                }}
              />
            ))}
          </ul>
        </>
      ) : null}
    </SharePanelFrame>
  );
}

function ShareRow({ share, onRevoked }: { share: PropertyShare; onRevoked: () => void }) {
  const labelId = useId();
  const confirmId = useId();
  const [confirming, setConfirming] = useState(false);
  const t = useText();
  const revoke = useMutation({
    mutationFn: () => revokePropertyShare(share.token),
    onSuccess: () => {
      notify.success(t(T.revoked), t(T.revokedText));
      onRevoked();
    },
    onError: (error) => notify.error(t(T.revokeFailed), error.message),
  });
  const Icon = share.kind === "share" ? Link2 : Presentation;

  return (
    <li aria-labelledby={labelId} className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-2.5">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
        <div className="min-w-0 flex-1">
          <p id={labelId} className="text-sm font-semibold text-slate-900">
            {t(KIND_LABELS[share.kind])}
          </p>
          <p className="truncate font-mono text-xs text-slate-600" title={share.url}>
            {shortUrl(share.url)}
          </p>
          <p className="text-xs text-slate-500">{t(T.createdOn)(new Date(share.created_at))}</p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-1">
        <Button size="sm" variant="ghost" onClick={() => void copyLink(share.url)} className="text-primary-800!">
          <Copy aria-hidden="true" className="size-4" />
          {t(T.copy)}
        </Button>
        <a href={share.url} target="_blank" rel="noopener noreferrer" className={cn(buttonClasses("ghost", "sm"), "text-primary-800!")}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t(T.open)}
          <span className="sr-only">{t(T.newTab)}</span>
        </a>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={confirming}
          aria-controls={confirmId}
          onClick={() => setConfirming((v) => !v)}
          className="text-danger-700! hover:bg-danger-50!"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t(T.revoke)}
        </Button>
      </div>
      {confirming && (
        <div id={confirmId} className="mt-2 rounded-lg bg-danger-50 p-3">
          <p className="text-sm text-danger-700">{t(T.revokeConfirm)}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" busy={revoke.isPending} onClick={() => revoke.mutate()} className="bg-danger-700! hover:bg-danger-600!">
              {t(T.revokeYes)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
              {t(T.cancel)}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
