import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDown, CircleAlert, Clock, LogIn, Tag } from "lucide-react";
import { isAgentRole } from "@domain/auth/roles";
import type { AddOnService, ServiceCategory } from "@domain/billing/services";
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
import { useActivateService, useMyProperties, useServiceCatalogue } from "../hooks/use-premium-services";

export type PremiumServicesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing the services are for ('Para: {title}'); without one, agents choose among theirs. */
  property?: { id: string; title: string };
  /** The tab to open on. */
  defaultCategory?: ServiceCategory;
};

const CATEGORIES: { value: ServiceCategory; label: string }[] = [
  { value: "promotion", label: "Promoción" },
  { value: "features", label: "Funciones" },
  { value: "analytics", label: "Análisis" },
];

const NO_PROPERTY = "";

/**
 * 'Servicios Premium' (SPEC 2): the add-on services by category (Promoción, Funciones,
 * Análisis), each with its icon, description, duration and 'Activar Servicio'.
 */
export function PremiumServicesDialog({ open, onOpenChange, property, defaultCategory = "promotion" }: PremiumServicesDialogProps) {
  const returnFocus = useDialogReturnFocus(open);
  const { user, loading } = useAuth();
  const location = useLocation();
  const catalogue = useServiceCatalogue();
  const chooseProperty = !property && user !== null && isAgentRole(user.role);
  const myProperties = useMyProperties(open && chooseProperty);
  const [chosenPropertyId, setChosenPropertyId] = useState(NO_PROPERTY);
  const [failure, setFailure] = useState<string | null>(null);
  const selectId = useId();

  const activation = useActivateService({
    onActivated: () => onOpenChange(false),
    onFailed: setFailure,
  });
  const activatingId = activation.isPending ? activation.variables?.service.id : undefined;

  const activate = (service: AddOnService) => {
    setFailure(null);
    if (!user) {
      notify.error(NOT_SIGNED_IN_MESSAGE);
      setFailure(NOT_SIGNED_IN_MESSAGE);
      return;
    }
    activation.mutate({ service, propertyId: property?.id ?? (chosenPropertyId || undefined) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (activation.isPending) return;
        if (!next) setFailure(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl! sm:p-8" onCloseAutoFocus={returnFocus}>
        <DialogTitle className="pr-10 text-xl">Servicios Premium</DialogTitle>
        <DialogDescription>
          {property ? (
            <>
              Para: <span className="font-semibold text-slate-900">{property.title}</span>
            </>
          ) : (
            "Haz que tus propiedades se vean más y mide cómo les va."
          )}
        </DialogDescription>

        {!loading && !user && (
          <div className="mt-4 flex flex-col gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
            <p>Inicia sesión para activar servicios en tus propiedades.</p>
            <Link to={loginUrlFor(location)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 hover:underline">
              <LogIn aria-hidden="true" className="size-4" />
              Iniciar sesión
            </Link>
          </div>
        )}

        {chooseProperty && (
          <div className="mt-5">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-semibold text-slate-800">
              Propiedad
            </label>
            <div className="relative">
              <select
                id={selectId}
                value={chosenPropertyId}
                onChange={(event) => setChosenPropertyId(event.target.value)}
                disabled={myProperties.isPending || activation.isPending}
                aria-describedby={`${selectId}-hint`}
                className={cn(inputClasses, "cursor-pointer appearance-none truncate pr-10 disabled:cursor-wait disabled:bg-slate-50")}
              >
                <option value={NO_PROPERTY}>{myProperties.isPending ? "Cargando tus propiedades…" : "Sin propiedad"}</option>
                {myProperties.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
              <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
            </div>
            <p id={`${selectId}-hint`} className="mt-1.5 text-sm text-slate-600">
              {myProperties.isError
                ? "No pudimos cargar tus propiedades. Puedes activar el servicio sin propiedad."
                : myProperties.isSuccess && myProperties.data.length === 0
                  ? "Aún no tienes propiedades publicadas: el servicio quedará en tu cuenta."
                  : "Elige la propiedad que quieres impulsar, o déjalo sin propiedad."}
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
          <TabsList aria-label="Categorías de servicios">
            {CATEGORIES.map((c) => (
              <TabsTrigger key={c.value} value={c.value} className="flex-1 sm:flex-none">
                {c.label}
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
                      activating={activatingId === service.id}
                      disabled={activation.isPending || loading}
                      onActivate={() => activate(service)}
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
  activating,
  disabled,
  onActivate,
}: {
  service: AddOnService;
  activating: boolean;
  disabled: boolean;
  onActivate: () => void;
}) {
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <ServiceIcon name={service.icon} className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span id={titleId} className="font-semibold text-slate-900">
              {service.name}
            </span>
            {service.duration_days !== null && (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-100">
                <Clock aria-hidden="true" className="size-3" />
                {service.duration_days} días
              </span>
            )}
            {service.price_mxn !== null && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                <Tag aria-hidden="true" className="size-3" />
                {formatPriceMXN(service.price_mxn)}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-pretty text-slate-600">{service.description}</p>
        </div>
      </div>
      <Button
        size="md"
        busy={activating}
        disabled={disabled}
        onClick={onActivate}
        aria-describedby={titleId}
        className="sm:w-44"
      >
        {activating ? "Activando..." : "Activar Servicio"}
      </Button>
    </li>
  );
}

export default PremiumServicesDialog;
