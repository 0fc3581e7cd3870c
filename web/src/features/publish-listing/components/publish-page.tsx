import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { FilePen, Plus } from "lucide-react";
import { isAgentRole } from "@domain/auth/roles";
import { formatLongDate } from "@domain/format/date";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { PageSkeleton } from "@web/components/page-skeleton";
import { useAuth } from "@web/lib/auth/auth-context";
import { getLatestDraft, getListingEditor } from "../api/listings";
import { ListingWizard, type PhotoStepSlot } from "./listing-wizard";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import type { LocationFieldSlot } from "./steps/location-step";
import { PageHead } from "@web/components/page-head";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { useLang } from "@web/lib/i18n/lang-context";
import { PUBLISH_TEXT as T } from "@domain/listings/publish-text";
import { pagePath } from "@domain/pages/page-routes";

type Props = { LocationField: LocationFieldSlot; PhotoStep: PhotoStepSlot; PhoneVerification: PhoneVerificationSlot };

/**
 * /publicar without an id offers to continue the last borrador or start a new one (at once
 * when there is none); /publicar?id=… edits that listing (a borrador or a live one). A new
 * listing is saved as a borrador at its first change, never by opening the page: then its
 * id joins the address, and the same form goes on (what is typed or uploading stays).
 */
export function PublishPage(slots: Props) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const id = params.get("id");
  // The new listing written on this visit: its id once its borrador exists.
  const [fresh, setFresh] = useState<{ id: string | null } | null>(null);
  if (fresh && id && id !== fresh.id) setFresh(null); // the address names another listing
  const startNew = useCallback(() => setFresh({ id: null }), []);
  const freshId = fresh?.id;
  useEffect(() => {
    if (freshId) {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set("id", freshId);
          return next;
        },
        { replace: true },
      );
    }
  }, [freshId, setParams]);

  if (user && !isAgentRole(user.role)) return <AgentsOnly />;
  if (fresh && (!id || id === fresh.id)) return <ListingWizard editor={null} onCreated={(created) => setFresh({ id: created })} {...slots} />;
  if (id) return <EditListing id={id} {...slots} />;
  return <StartOrContinue onOpen={(listingId) => setParams({ id: listingId, paso: "1" })} onStartNew={startNew} />;
}

function EditListing({ id, ...slots }: Props & { id: string }) {
  const lang = useLang();
  const m = useMessageIn();
  const editor = useQuery({
    queryKey: ["listing-editor", id],
    queryFn: ({ signal }) => getListingEditor(id, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (editor.isPending) return <PageSkeleton label={T.loadingListing[lang]} />;
  if (editor.isError) {
    return (
      <Container className="max-w-xl py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{T.listingNotFound[lang]}</h1>
        <p className="mt-2 text-slate-600">
          {lang === "es" ? editor.error.message || LISTING_MESSAGES.notFound : editor.error.message || m(LISTING_MESSAGES.notFound)}
        </p>
        <Link to={pagePath.dashboard} className={buttonClasses("primary", "md") + " mt-6"}>
          {T.toMyListings[lang]}
        </Link>
      </Container>
    );
  }
  return <ListingWizard key={editor.data.id} editor={editor.data} {...slots} />;
}

function StartOrContinue({ onOpen, onStartNew }: { onOpen: (id: string) => void; onStartNew: () => void }) {
  const lang = useLang();
  const latest = useQuery({ queryKey: ["latest-draft"], queryFn: ({ signal }) => getLatestDraft(signal), gcTime: 0 });
  // Nothing to continue: the form of a new listing straight away.
  const none = latest.data === null;
  useEffect(() => {
    if (none) onStartNew();
  }, [none, onStartNew]);

  if (latest.isPending || latest.data === null) return <PageSkeleton label={T.preparing[lang]} />;
  if (latest.isError) {
    return (
      <Container className="max-w-xl py-16 text-center">
        <p className="text-slate-700">{T.draftsFailed[lang]}</p>
        <Button className="mt-4" onClick={() => void latest.refetch()}>
          {T.retry[lang]}
        </Button>
      </Container>
    );
  }
  const draft = latest.data;
  return (
    <Container className="max-w-xl py-10 sm:py-16">
      <PageHead title={T.pageTitle[lang]} />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{T.publishHeading[lang]}</h1>
      <p className="mt-2 text-slate-600">{T.draftSaved[lang]}</p>
      <div className="mt-6 space-y-3">
        <button
          type="button"
          onClick={() => onOpen(draft.id)}
          className="flex w-full cursor-pointer items-center gap-4 rounded-xl border border-primary-600 bg-primary-50 p-4 text-left hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <FilePen aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
          <span>
            <span className="block font-semibold text-slate-900">{T.continueDraft[lang]}</span>
            <span className="block text-sm text-slate-600">
              {draft.title ?? T.untitled[lang]} · {T.savedOn[lang](formatLongDate(new Date(draft.updated_at), lang))}
            </span>
          </span>
        </button>
        <Button variant="outline" className="w-full" onClick={onStartNew}>
          <Plus aria-hidden="true" className="size-4" />
          {T.startNew[lang]}
        </Button>
      </div>
    </Container>
  );
}

function AgentsOnly() {
  const lang = useLang();
  const m = useMessageIn();
  return (
    <Container className="max-w-xl py-16 text-center">
      <PageHead title={T.pageTitle[lang]} />
      <h1 className="text-2xl font-semibold text-slate-900">{m(LISTING_MESSAGES.agentsOnly)}</h1>
      <p className="mt-2 text-slate-600">{T.seekerAccount[lang]}</p>
      <Link to="/" className={buttonClasses("primary", "md") + " mt-6"}>
        {T.searchProperties[lang]}
      </Link>
    </Container>
  );
}
