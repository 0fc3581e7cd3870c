import { useMutation, useQuery } from "@tanstack/react-query";
import { SERVICE_CATALOGUE, activationMessage, type AddOnService } from "@domain/billing/services";
import { notify } from "@web/components/ui/toast";
import { activateService, activationErrorMessage, listMyProperties, listServices } from "../api/services";

/** The catalogue from the server; the fixed catalogue of domain/ shows meanwhile (and if it fails). */
export function useServiceCatalogue(): readonly AddOnService[] {
  const query = useQuery({ queryKey: ["services"], queryFn: ({ signal }) => listServices(signal), staleTime: Infinity });
  return query.data?.length ? query.data : SERVICE_CATALOGUE;
}

/** The signed-in agent's listings, asked only when the dialog needs to choose one. */
export function useMyProperties(enabled: boolean) {
  return useQuery({ queryKey: ["my-properties"], queryFn: ({ signal }) => listMyProperties(signal), enabled, staleTime: 60_000 });
}

/**
 * Activating a service (SPEC 4 "Service activation"): loading on, the confirmation
 * '¡Servicio activado!' naming the service (and its days), loading off.
 */
export function useActivateService({ onActivated, onFailed }: { onActivated: () => void; onFailed: (message: string) => void }) {
  return useMutation({
    mutationFn: ({ service, propertyId }: { service: AddOnService; propertyId?: string }) =>
      activateService({ serviceId: service.id, ...(propertyId ? { propertyId } : {}) }),
    onSuccess: (_purchase, { service }) => {
      notify.success("¡Servicio activado!", activationMessage(service));
      onActivated();
    },
    onError: (error) => {
      const message = activationErrorMessage(error);
      notify.error(message);
      onFailed(message);
    },
  });
}
