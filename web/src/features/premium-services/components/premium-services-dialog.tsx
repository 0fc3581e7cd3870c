import { useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDown, CircleAlert, Clock, Info, LogIn, Tag } from "lucide-react";
import { isAgentRole } from "@domain/auth/roles";
import { CREDIT_SERVICE_ID, SERVICE_MESSAGES, type AddOnService, type ServiceCategory } from "@domain/billing/services";
import { serviceWords } from "@domain/billing/billing-text";
import { PREMIUM_SERVICES_TEXT as T, SERVICE_CATEGORY_NAMES } from "@domain/billing/premium-services-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { LISTING_STATUS_NAMES } from "@domain/listings/listing-status";
import { formatPriceMXN } from "@domain/format/money";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { inputClasses } from "@web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { notify } from "@web/components/ui/toast";
import { ServiceIcon } from "@web/components/service-icon";
import { useAuth } from "@web/lib/auth/auth-context";
import { loginUrlFor } from "@web/lib/auth/redirect";
import { cn } from "@web/lib/cn";
import { useDialogReturnFocus } from "@web/lib/use-dialog-return-focus";
import { NOT_SIGNED_IN_MESSAGE } from "../api/services";
import { useMyProperties, useServiceCatalogue, useServiceCheckout, useTourCredits } from "../hooks/use-premium-services";
import { pagePath } from "@domain/pages/page-routes";

export type PremiumServicesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing the services are for ('Para: {title}'); without one, agents choose one of theirs. */
  property?: { id: string; title: string };
  /** The tab to open on. */
  defaultCategory?: ServiceCategory;
};

const CATEGORIES: { value: ServiceCategory; label: (typeof SERVICE_CATEGORY_NAMES)[ServiceCategory] }[] = [
  { value: "promotion", label: SERVICE_CATEGORY_NAMES.promotion },
  { value: "features", label: SERVICE_CATEGORY_NAMES.features },
  { value: "analytics", label: SERVICE_CATEGORY_NAMES.analytics },
];

const NO_PROPERTY = "";

/**
 * 'Servicios Premium': the add-on services in three tabs by category (Promoción, Funciones,
 * Análisis), each with its icon, description, duration, price and 'Activar Servicio', which
 * starts the payment for one listing ('Para: {title}'; without `property`, the agent
 * chooses one of theirs). The 3D tour can be paid with the plan's credit ('Usar mi crédito').
 */
export function PremiumServicesDialog({ open, onOpenChange, property, defaultCategory = "promotion" }: PremiumServicesDialogProps) {
  const returnFocus = useDialogReturnFocus(open);
  const { user, loading } = useAuth();
  const location = useLocation();
  const catalogue = useServiceCatalogue();
  const isAgent = user !== null && isAgentRole(user.role);
  const chooseProperty = !property && isAgent;
  const myProperties = useMyProperties(open && chooseProperty);
  const tourCredits = useTourCredits(open && isAgent);
  const [chosenPropertyId, setChosenPropertyId] = useState(NO_PROPERTY);
  const [propertyError, setPropertyError] = useState<string | null>(null);
  const lang = useLang();
  const m = useMessageIn();
  const [failure, setFailure] = useState<string | null>(null);
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);

  const forProperty = property ?? myProperties.data?.find((p) => p.id === chosenPropertyId) ?? null;
  const noListings = chooseProperty && myProperties.isSuccess && myProperties.data.length === 0;

  const checkout = useServiceCheckout({
    onActivated: () => onOpenChange(false),
    onFailed: setFailure,
  });

  const buy = (service: AddOnService, useCredit = false) => {
    setFailure(null);
    if (!user) {
      notify.error(m(NOT_SIGNED_IN_MESSAGE)!);
      setFailure(m(NOT_SIGNED_IN_MESSAGE)!);
      return;
    }
    if (!forProperty) {
      setPropertyError(m(SERVICE_MESSAGES.propertyRequired)!);
      selectRef.current?.focus();
      return;
    }
    checkout.start({ service, propertyId: forProperty.id, useCredit });
  };

  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (checkout.busy) return;
        if (!next) {
          setFailure(null);
          setPropertyError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl! sm:p-8" onCloseAutoFocus={returnFocus}>
        <DialogTitle className="pr-10 text-xl">{T.title[lang]}</DialogTitle>
        <DialogDescription>
          {forProperty ? (
            <>
              {T.forListing[lang]} <span className="font-semibold text-slate-900">{forProperty.title}</span>
            </>
          ) : (
            T.lead[lang]
          )}
        </DialogDescription>

        {!loading && !user && (
          <div className="mt-4 flex flex-col gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
            <p>{T.signInFirst[lang]}</p>
            <Link to={loginUrlFor(location)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 hover:underline">
              <LogIn aria-hidden="true" className="size-4" />
              {T.signIn[lang]}
            </Link>
          </div>
        )}

        {user && !isAgent && (
          <p className="mt-4 flex gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            <span>
              {m(SERVICE_MESSAGES.agentsOnly)} {T.seekerAccount[lang]}
            </span>
          </p>
        )}

        {chooseProperty && (
          <div className="mt-5">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-semibold text-slate-800">
              {T.property[lang]}
            </label>
            <div className="relative">
              <select
                id={selectId}
                ref={selectRef}
                value={chosenPropertyId}
                onChange={(event) => {
                  setChosenPropertyId(event.target.value);
                  setPropertyError(null);
                }}
                disabled={myProperties.isPending || checkout.busy || noListings}
                aria-invalid={propertyError ? true : undefined}
                aria-describedby={propertyError ? `${errorId} ${hintId}` : hintId}
                className={cn(inputClasses, "cursor-pointer appearance-none truncate pr-10 disabled:cursor-not-allowed disabled:bg-slate-50")}
              >
                <option value={NO_PROPERTY} disabled>
                  {(myProperties.isPending ? T.loadingListings : T.chooseListing)[lang]}
                </option>
                {myProperties.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.status && p.status !== "publicada" ? `${p.title} (${LISTING_STATUS_NAMES[lang][p.status]})` : p.title}
                  </option>
                ))}
              </select>
              <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
            </div>
            {propertyError && (
              <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger-700">
                {propertyError}
              </p>
            )}
            <p id={hintId} className="mt-1.5 text-sm text-slate-600">
              {myProperties.isError ? (
                T.listingsFailed[lang]
              ) : noListings ? (
                <>
                  {T.noListings[lang]}{" "}
                  <Link to={pagePath.publicar} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
                    {T.publish[lang]}
                  </Link>
                </>
              ) : (
                T.perListing[lang]
              )}
            </p>
          </div>
        )}

        {failure && (
          <p role="alert" className="mt-4 flex items-center gap-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-700">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {failure}
          </p>
        )}

        <Tabs defaultValue={defaultCategory} className="mt-5">
          <TabsList aria-label={T.categories[lang]}>
            {CATEGORIES.map((c) => (
              <TabsTrigger key={c.value} value={c.value} className="flex-1 sm:flex-none">
                {c.label[lang]}
              </TabsTrigger>
            ))}
          </TabsList>
          {CATEGORIES.map((c) => (
            <TabsContent key={c.value} value={c.value} className="pt-4">
              <ul className="space-y-3">
                {catalogue
                  .filter((s) => s.category === c.value)
                  .map((service) => (
                    <ServiceRow
                      key={service.id}
                      service={service}
                      busy={checkout.busyWith?.serviceId === service.id ? (checkout.busyWith.useCredit ? "credit" : "pay") : null}
                      disabled={checkout.busy || loading || (user !== null && !isAgent) || noListings}
                      credits={service.id === CREDIT_SERVICE_ID && isAgent ? tourCredits : 0}
                      onBuy={(useCredit) => buy(service, useCredit)}
                    />
                  ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function ServiceRow({
  service,
  busy,
  disabled,
  credits,
  onBuy,
}: {
  service: AddOnService;
  busy: "pay" | "credit" | null;
  disabled: boolean;
  /** 3D tour credits the agent can use for this service (0: pay only). */
  credits: number;
  onBuy: (useCredit: boolean) => void;
}) {
  const titleId = useId();
  const lang = useLang();
  const words = serviceWords(service, lang);
  const price = service.checkout_price_mxn ?? service.price_mxn;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <ServiceIcon name={service.icon} className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span id={titleId} className="font-semibold text-slate-900">
              {words.name}
            </span>
            {service.duration_days !== null && (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-100">
                <Clock aria-hidden="true" className="size-3" />
                {T.days[lang](service.duration_days)}
              </span>
            )}
            {price !== null && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                <Tag aria-hidden="true" className="size-3" />
                {formatPriceMXN(price, lang)}
                <span className="sr-only">{T.oneTime[lang]}</span>
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-pretty text-slate-600">{words.description}</p>
          {credits > 0 && <p className="mt-1 text-sm font-semibold text-primary-800">{T.credits[lang](credits)}</p>}
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-44">
        {credits > 0 && (
          <Button size="md" variant="accent" busy={busy === "credit"} disabled={disabled} onClick={() => onBuy(true)} aria-describedby={titleId}>
            {(busy === "credit" ? T.activating : T.useCredit)[lang]}
          </Button>
        )}
        <Button
          size="md"
          variant={credits > 0 ? "outline" : "primary"}
          busy={busy === "pay"}
          disabled={disabled}
          onClick={() => onBuy(false)}
          aria-describedby={titleId}
        >
          {(busy === "pay" ? T.activating : T.activate)[lang]}
        </Button>
      </div>
    </li>
  );
}

export default PremiumServicesDialog;
