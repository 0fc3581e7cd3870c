import type { ReactNode } from "react";
import { Headset } from "lucide-react";
import { HOGARIA_CALL } from "@domain/call-requests/call-request-copy";
import { bannerActionClasses, DarkBanner } from "@web/components/content/dark-banner";
import { openCallRequest } from "@web/lib/call-request";
import { cn } from "@web/lib/cn";

/** Closing band: a question, one line, and 'Te llamamos gratis' (opens the call-request dialog for Hogaria's advice). */
export function CallUsBanner({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DarkBanner
      titleId="call-us-title"
      title={title}
      action={
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={(event) => openCallRequest(event.currentTarget)}
          className={cn(bannerActionClasses, "cursor-pointer")}
        >
          <Headset aria-hidden="true" className="size-5" />
          {HOGARIA_CALL.banner}
        </button>
      }
    >
      {children}
    </DarkBanner>
  );
}
