import type { ReactNode } from "react";
import { Phone } from "lucide-react";
import { bannerActionClasses, DarkBanner } from "@web/components/content/dark-banner";
import { openCallRequest } from "@web/lib/call-request";
import { cn } from "@web/lib/cn";

/** Closing band: a question, one line, and 'Te llamamos gratis' (opens the call-request dialog). */
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
          <Phone aria-hidden="true" className="size-5" />
          Te llamamos gratis
        </button>
      }
    >
      {children}
    </DarkBanner>
  );
}
