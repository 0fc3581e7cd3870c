import { lazy, Suspense, useState } from "react";
import { loadPremiumServicesDialog } from "../load-premium-services-dialog";
import type { PremiumServicesDialogProps } from "./premium-services-dialog";

const Dialog = lazy(loadPremiumServicesDialog);

/**
 * The premium services dialog for any page (e.g. /precios, or a property's page with
 * `property`), whose code loads the first time it opens.
 */
export function LazyPremiumServicesDialog(props: PremiumServicesDialogProps) {
  const [loaded, setLoaded] = useState(props.open);
  if (props.open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
