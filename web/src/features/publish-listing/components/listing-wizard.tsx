import { useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { firstStepWithError, listingErrors, LISTING_STEPS } from "@domain/listings/listing-schema";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import { HOLD_REASON_EXPLANATION_TEXTS, PUBLISHED_HELD_TITLES } from "@domain/trust/hold-answers";
import type { ListingEditor, ListingPhoto } from "@domain/listings/my-listing";
import { Button } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { notify } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api-client";
import { publishListing, updateListing } from "../api/listings";
import { publishedAfterPhotoCheck } from "../api/photo-check-wait";
import { useDraftId } from "../hooks/use-draft-id";
import { useListingForm } from "../hooks/use-listing-form";
import { SaveStatus } from "./save-status";
import { StepProgress } from "./step-progress";
import { DescriptionStep } from "./steps/description-step";
import { FactsStep } from "./steps/facts-step";
import { LocationStep, type LocationFieldSlot } from "./steps/location-step";
import { OperationStep } from "./steps/operation-step";
import { PriceStep } from "./steps/price-step";
import { ReviewStep } from "./steps/review-step";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import { verifiedPhonesKey } from "@web/lib/verified-phones";
import { useAuth } from "@web/lib/auth/auth-context";
import { PageHead } from "@web/components/page-head";
import { PAGE_ROUTES, pageHref } from "@domain/pages/page-routes";
import { COMMON_MESSAGES_EN, COMMON_MESSAGES } from "@domain/errors/common-messages";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { useLang } from "@web/lib/i18n/lang-context";
import { LISTING_STEP_NAMES, PUBLISH_TEXT as T } from "@domain/listings/publish-text";

/** The photo manager (a feature of its own), given by the page. `listingId` may create the borrador. */
export type PhotoStepSlot = (props: {
  listingId: () => Promise<string>;
  title: string;
  photos: ListingPhoto[];
  onPhotosChange: (photos: ListingPhoto[]) => void;
}) => ReactNode;

type Props = {
  /** The listing to edit; null for a new one, saved as a borrador at its first change. */
  editor: ListingEditor | null;
  /** A new listing's borrador was created: its id. */
  onCreated?: (id: string) => void;
  LocationField: LocationFieldSlot;
  PhotoStep: PhotoStepSlot;
  /** The phone verification (a feature of its own), offered before the first publish. */
  PhoneVerification: PhoneVerificationSlot;
};

const NEW_LISTING: Pick<ListingEditor, "status" | "draft" | "location_name" | "photos"> = {
  status: "borrador",
  draft: {},
  location_name: null,
  photos: [],
};

const lastStep = LISTING_STEPS.length - 1;

/**
 * /publicar: one screen per step on a phone, Back/Next, the draft saved as the agent
 * goes, and at the end the listing as buyers will see it with "Publicar" (a borrador) or
 * "Guardar cambios" (a live listing).
 */
export function ListingWizard({ editor: existing, onCreated, LocationField, PhotoStep, PhoneVerification }: Props) {
  const editor = existing ?? NEW_LISTING;
  const listingId = useDraftId(existing?.id ?? null, onCreated);
  const form = useListingForm(editor, listingId);
  const [params, setParams] = useSearchParams();
  const step = Math.min(Math.max(Number(params.get("paso") ?? 1) - 1, 0), lastStep) || 0;
  const [placeName, setPlaceName] = useState(editor.location_name);
  const [photos, setPhotos] = useState(editor.photos);
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const isDraft = editor.status === "borrador";
  const lang = useLang();
  const m = useMessageIn();

  const goTo = (index: number) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set("paso", String(index + 1));
      return next;
    });
  };
  // Each step starts at its title, for screen readers and for a phone's scroll.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const next = () => {
    if (!form.validateStep(step)) {
      notify.error(T.checkTitle[lang], T.checkText[lang]);
      return;
    }
    goTo(step + 1);
  };

  const submit = async () => {
    const errors = listingErrors(form.values);
    if (Object.keys(errors).length > 0) {
      goTo(firstStepWithError(errors));
      form.validateStep(firstStepWithError(errors));
      return;
    }
    setSubmitting(true);
    try {
      await form.flush();
      const id = await listingId();
      // A listing held at once (its photos) has no public page yet: its row in "Mis propiedades" says why.
      // One held only while its last photos are fingerprinted comes out within seconds: wait for it.
      let held = false;
      if (isDraft) {
        const published = await publishListing(id);
        held = published.held !== null && !(published.held === "fotos_por_verificar" && (await publishedAfterPhotoCheck(id)));
        if (held && published.held) notify.info(PUBLISHED_HELD_TITLES[lang], HOLD_REASON_EXPLANATION_TEXTS[lang][published.held], 10_000);
        else notify.success(T.publishedTitle[lang], T.published[lang]);
      } else {
        await updateListing(id, form.values);
        notify.success(T.savedTitle[lang], T.saved[lang]);
      }
      // Passes changed: every cached subscription and the dashboard's list.
      void queryClient.invalidateQueries({ queryKey: ["subscription"] });
      void queryClient.invalidateQueries({ queryKey: ["my-listings"] });
      navigate(held ? PAGE_ROUTES.dashboard.path : pageHref.property(id));
    } catch (error) {
      if (error instanceof ApiError) {
        form.setServerErrors(error.fields);
        if (error.code === "no_passes") void queryClient.invalidateQueries({ queryKey: ["subscription"] });
        // The review step then offers the verification again.
        if (error.code === "phone_not_verified") void queryClient.invalidateQueries({ queryKey: verifiedPhonesKey(user?.id ?? null) });
        notify.error(
          error.code === "no_passes" ? m(LISTING_MESSAGES.noPasses)! : T.publishFailed[lang],
          error.code === "no_passes" ? m(LISTING_MESSAGES.noPassesDetail)! : error.message,
        );
      } else {
        notify.error(T.publishFailed[lang], lang === "es" ? COMMON_MESSAGES.offline : COMMON_MESSAGES_EN.offline);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const current = LISTING_STEPS[step];
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <PageHead title={(isDraft ? T.pageTitle : T.editTitle)[lang]} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-primary-800">{(isDraft ? T.publishHeading : T.editHeading)[lang]}</p>
        {form.autosave && <SaveStatus state={form.saveState} />}
      </div>
      <StepProgress current={step} onGoTo={goTo} />

      <h1 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 outline-none sm:text-3xl">
        {LISTING_STEP_NAMES[current.id][lang]}
      </h1>
      <div className="mt-6">
        {current.id === "operacion" && <OperationStep form={form} />}
        {current.id === "ubicacion" && <LocationStep form={form} placeName={placeName} onPlace={setPlaceName} LocationField={LocationField} />}
        {current.id === "precio" && <PriceStep form={form} />}
        {current.id === "caracteristicas" && <FactsStep form={form} />}
        {current.id === "descripcion" && <DescriptionStep form={form} placeName={placeName} />}
        {current.id === "fotos" && PhotoStep({ listingId, title: form.values.title ?? "", photos, onPhotosChange: setPhotos })}
        {current.id === "revision" && (
          <ReviewStep
            values={form.values}
            photos={photos}
            placeName={placeName}
            publishing={isDraft}
            onGoToStep={goTo}
            PhoneVerification={PhoneVerification}
          />
        )}
      </div>

      <nav
        aria-label={T.steps[lang]}
        className="sticky bottom-0 z-10 -mx-4 mt-8 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0"
      >
        <Button type="button" variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.back[lang]}
        </Button>
        {step < lastStep ? (
          <Button type="button" onClick={next}>
            {T.next[lang]}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          <Button type="button" size="lg" busy={submitting} onClick={() => void submit()}>
            {(isDraft ? T.publish : T.saveChanges)[lang]}
          </Button>
        )}
      </nav>
    </Container>
  );
}
