import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Building2, MessageCircle, Phone, PhoneCall } from "lucide-react";
import { Link } from "react-router";
import type { AgentCard } from "@domain/properties/property";
import { pageHref } from "@domain/pages/page-routes";
import { LISTING_CALL_BY_LANG, type ListingCaller } from "@domain/call-requests/call-request-copy";
import { Avatar } from "@web/components/ui/avatar";
import { Button, buttonClasses } from "@web/components/ui/button";
import { openCallRequest } from "@web/lib/call-request";
import { cn } from "@web/lib/cn";
import type { ContactReveal } from "../hooks/use-contact-reveal";
import { formatPhoneMX, telHref } from "@web/lib/phone-links";
import { TrustBadges } from "@web/components/trust-badges";

type ContactCardProps = {
  /** The listing the page shows (a call request is about it). */
  propertyId: string;
  agent: AgentCard | null;
  reveal: ContactReveal;
  /** 'Contacta al anunciante', or 'Tu asesor' on a shared sheet. */
  heading: string;
  /** 'Que me llame …': the call-request dialog about this listing, for its advertiser (not on an agent's shared sheet). */
  callRequest: boolean;
  /** 'Enviar mensaje' (the page supplies it: the message dialog belongs to another feature). */
  message?: ReactNode;
  className?: string;
};

/**
 * Who to talk to: photo or initials, name and agency; 'Ver teléfono' and 'WhatsApp' ask
 * the API for the number only when clicked, and 'Que me llame …' opens the call-request dialog
 * about the listing: the request goes to its advertiser, who calls back.
 */
export function ContactCard({ propertyId, agent, reveal, heading, callRequest, message, className }: ContactCardProps) {
  const lang = useLang();
  const t = PROPERTY_PAGE_TEXTS[lang];
  const headingId = useId();
  const caller: ListingCaller = agent && { name: agent.name, agency: agent.agency?.name ?? null };
  return (
    <section aria-labelledby={headingId} className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-card", className)}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {heading}
      </h2>
      {agent ? (
        <div className="mt-3 flex items-center gap-3">
          <Avatar name={agent.name} src={agent.avatar} className="size-14 text-lg!" />
          <div className="min-w-0">
            <p className="text-lg leading-snug font-semibold text-slate-900">
              {agent.page_slug ? (
                <Link to={pageHref.agent(agent.page_slug)} className="text-primary-800 underline-offset-2 hover:underline">
                  {agent.name}
                </Link>
              ) : (
                agent.name
              )}
            </p>
            {agent.agency && (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                <Building2 aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{agent.agency.name}</span>
              </p>
            )}
          </div>
        </div>
      ) : (
        <p className="mt-3 text-slate-600">{LISTING_CALL_BY_LANG[lang].description(null)}</p>
      )}
      {agent?.trust && <TrustBadges trust={agent.trust} className="mt-3" />}
      <div className="mt-5 grid gap-2">
        {agent?.has_phone && <PhoneAction reveal={reveal} size="lg" />}
        {agent?.has_whatsapp && <WhatsappAction reveal={reveal} size="lg" />}
        {agent && message}
        {callRequest && (
          <Button
            variant="ghost"
            size="lg"
            aria-haspopup="dialog"
            onClick={(event) => openCallRequest(event.currentTarget, { kind: "listing", propertyId, caller })}
            // The advertiser's name can be long: the words wrap rather than widen the page.
            className="text-center text-balance whitespace-normal! text-primary-800!"
          >
            <PhoneCall aria-hidden="true" className="size-5" />
            {LISTING_CALL_BY_LANG[lang].button(caller)}
          </Button>
        )}
      </div>
      {agent && (agent.has_phone || agent.has_whatsapp) && <p className="mt-4 text-xs text-slate-600">{t.contactNote}</p>}
    </section>
  );
}

type ActionProps = { reveal: ContactReveal; size?: "md" | "lg"; className?: string };

/** 'Ver teléfono', then the number as a tel: link (focus moves to it). */
export function PhoneAction({ reveal, size = "md", className }: ActionProps) {
  const lang = useLang();
  const [asked, setAsked] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const phone = reveal.contact?.phone ?? null;

  useEffect(() => {
    if (asked && phone) link.current?.focus();
  }, [asked, phone]);

  if (phone) {
    return (
      <a ref={link} href={telHref(phone)} className={cn(buttonClasses("primary", size), "tabular-nums", className)}>
        <Phone aria-hidden="true" className="size-5" />
        <span className="sr-only">{PROPERTY_PAGE_TEXTS[lang].callThe}</span>
        {formatPhoneMX(phone)}
      </a>
    );
  }
  return (
    <Button
      size={size}
      busy={reveal.pending && asked}
      disabled={reveal.pending || (reveal.contact !== null && !phone)}
      onClick={() => {
        setAsked(true);
        reveal.showPhone();
      }}
      className={className}
    >
      {!(reveal.pending && asked) && <Phone aria-hidden="true" className="size-5" />}
      {PROPERTY_PAGE_TEXTS[lang].showPhone}
    </Button>
  );
}

/** 'WhatsApp': opens the chat with the listing in the message, in a new tab. */
export function WhatsappAction({ reveal, size = "md", className }: ActionProps) {
  const lang = useLang();
  // The outline button in jade (the design system's outline is neutral).
  const classes = cn(buttonClasses("outline", size), "border-primary-700! text-primary-800! hover:bg-primary-50!", className);
  if (reveal.whatsappUrl) {
    return (
      <a href={reveal.whatsappUrl} target="_blank" rel="noopener noreferrer" onClick={reveal.trackWhatsapp} className={classes}>
        <MessageCircle aria-hidden="true" className="size-5" />
        WhatsApp
        <span className="sr-only"> {PROPERTY_PAGE_TEXTS[lang].newTab}</span>
      </a>
    );
  }
  return (
    <button type="button" disabled={reveal.pending} onClick={reveal.openWhatsapp} className={classes}>
      <MessageCircle aria-hidden="true" className="size-5" />
      WhatsApp
    </button>
  );
}
