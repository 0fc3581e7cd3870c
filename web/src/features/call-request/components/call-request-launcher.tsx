import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { closeCallRequest, useCallRequest } from "@web/lib/call-request";
import { showsFloatingCallButton } from "../floating-button-routes";
import { loadCallRequestDialog } from "../load-call-request-dialog";
import { FloatingCallButton } from "./floating-call-button";

const CallRequestDialog = lazy(loadCallRequestDialog);

/**
 * Mounted once in the app layout: the floating call button (Hogaria's advice) on the public
 * pages, and the call-request dialog, whose code loads the first time anyone opens it (the
 * button, or openCallRequest() from a banner or, about its listing, a property's contact).
 */
export function CallRequestLauncher() {
  const { open, request: topic } = useCallRequest();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  const { pathname } = useLocation();

  return (
    <>
      {showsFloatingCallButton(pathname) && (
        <>
          <FloatingCallButton open={open && topic.kind === "hogaria"} />
          {/* Room under the footer, so the button never sits on its last row (the language buttons). */}
          <div aria-hidden="true" className="h-[calc(5.5rem+env(safe-area-inset-bottom))] shrink-0 bg-slate-900" />
        </>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <CallRequestDialog open={open} onOpenChange={(next) => !next && closeCallRequest()} topic={topic} />
        </Suspense>
      )}
    </>
  );
}
