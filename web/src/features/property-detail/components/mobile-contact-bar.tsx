import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { ReactNode } from "react";
import type { AgentCard } from "@domain/properties/property";
import { cn } from "@web/lib/cn";
import type { ContactReveal } from "../hooks/use-contact-reveal";
import { PhoneAction, WhatsappAction } from "./contact-card";

type MobileContactBarProps = {
  agent: AgentCard | null;
  reveal: ContactReveal;
  /** Leave the bottom-right corner to the floating call button, which sits over the bar. */
  besideCallButton: boolean;
  /**
   * 'Enviar mensaje' (compact), given a className: in the bar only while it has room (two
   * buttons at most at 390 px beside the call button); the contact card always has it.
   */
  message?: (className: string) => ReactNode;
};

/**
 * Phones: the contact buttons stay at the bottom of the screen while you read, and come to
 * rest under the page's content (sticky inside the page, so they never cover the footer).
 */
export function MobileContactBar({ agent, reveal, besideCallButton, message }: MobileContactBarProps) {
  const lang = useLang();
  if (!agent) return null;
  const withMessage = message !== undefined && !(agent.has_phone && agent.has_whatsapp);
  if (!agent.has_phone && !agent.has_whatsapp && !withMessage) return null;
  return (
    <div
      className={cn(
        "sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] pl-4 shadow-[0_-4px_16px_-8px_rgb(15_23_42/0.15)] backdrop-blur lg:hidden",
        besideCallButton ? "pr-[5.5rem] sm:pr-[6.5rem]" : "pr-4",
      )}
    >
      <p className="sr-only">{PROPERTY_PAGE_TEXTS[lang].contactName(agent.name)}</p>
      <div className="flex gap-2">
        {agent.has_phone && <PhoneAction reveal={reveal} className="flex-1" />}
        {agent.has_whatsapp && <WhatsappAction reveal={reveal} className="flex-1" />}
        {withMessage && message("flex-1")}
      </div>
    </div>
  );
}
