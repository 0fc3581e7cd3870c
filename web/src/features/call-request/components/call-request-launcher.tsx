import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { matchPage } from "@domain/pages/page-routes";
import { closeCallRequest, openCallRequest, useCallRequestOpen } from "@web/lib/call-request";
import { showsFloatingCallButton } from "../floating-button-routes";
import { loadCallRequestDialog } from "../load-call-request-dialog";
import { FloatingCallButton } from "./floating-call-button";

const CallRequestDialog = lazy(loadCallRequestDialog);

/**
 * Mounted once in the app layout: the floating call button on the public pages, and the
 * call-request dialog, whose code loads the first time anyone opens it (the button, or
 * openCallRequest() from a property's contact).
 */
export function CallRequestLauncher() {
  const open = useCallRequestOpen();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  const { pathname } = useLocation();
  // On a listing's page the request is about that listing: its advertiser hears about it too.
  const page = matchPage(pathname);
  const propertyId = page.id === "property" ? page.params.id : undefined;

  return (
    <>
      {showsFloatingCallButton(pathname) && (
        <>
          <FloatingCallButton open={open} />
          {/* Room under the footer, so the button never sits on its last row (the language buttons). */}
          <div aria-hidden="true" className="h-[calc(5.5rem+env(safe-area-inset-bottom))] shrink-0 bg-slate-900" />
        </>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <CallRequestDialog open={open} onOpenChange={(next) => (next ? openCallRequest() : closeCallRequest())} propertyId={propertyId} />
        </Suspense>
      )}
    </>
  );
}
