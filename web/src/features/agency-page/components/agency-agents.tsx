import { MessageCircle, Phone } from "lucide-react";
import type { AgencyAgent } from "@domain/agencies/agency-profile";
import { AGENCY_TEXT as A } from "@domain/agencies/agency-text";
import { useText } from "@web/lib/i18n/lang-context";
import { Avatar } from "@web/components/ui/avatar";
import { Button, buttonClasses } from "@web/components/ui/button";
import { failureText } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { formatPhoneMX, internationalDigits, telHref } from "@web/lib/phone-links";
import { whatsappChatUrl } from "@web/lib/whatsapp";
import { useAgentContact } from "../hooks/use-agency-page";

/** The agency's agents: photo, name, listings, and their numbers revealed on click (never in the page). */
export function AgencyAgents({ slug, agencyName, agents }: { slug: string; agencyName: string; agents: AgencyAgent[] }) {
  const t = useText();
  if (agents.length === 0) return null;
  return (
    <section aria-labelledby="asesores" className="mt-10">
      <h2 id="asesores" className="text-xl font-semibold text-slate-900">
        {t(A.agents)}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {agents.map((agent) => (
          <AgentCard key={agent.id} slug={slug} agencyName={agencyName} agent={agent} />
        ))}
      </ul>
    </section>
  );
}

function AgentCard({ slug, agencyName, agent }: { slug: string; agencyName: string; agent: AgencyAgent }) {
  const reveal = useAgentContact(slug, agent.id);
  const contact = reveal.data ?? null;
  const t = useText();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-card">
      <div className="flex items-center gap-3">
        <Avatar name={agent.name} src={agent.avatar} className="size-14 text-lg" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{agent.name}</h3>
          <p className="text-sm text-slate-600">{t(A.properties)(agent.listing_count)}</p>
        </div>
      </div>
      {(agent.has_phone || agent.has_whatsapp) && (
        <div className="flex flex-wrap gap-2">
          {contact?.phone ? (
            <a href={telHref(contact.phone)} className={cn(buttonClasses("outline", "md"), "tabular-nums")}>
              <Phone aria-hidden="true" className="size-4" />
              {formatPhoneMX(contact.phone)}
            </a>
          ) : contact ? (
            <p className="text-sm text-slate-600">{t(A.noPhone)}</p>
          ) : (
            <Button variant="outline" busy={reveal.isPending} onClick={() => reveal.mutate()} aria-label={t(A.seePhoneOf)(agent.name)}>
              <Phone aria-hidden="true" className="size-4" />
              {t(A.seePhone)}
            </Button>
          )}
          {contact?.whatsapp && (
            <a
              href={whatsappChatUrl(`Hola ${agent.name}, vi tu perfil en ${agencyName} en Hogaria.`, internationalDigits(contact.whatsapp))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("outline", "md")}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp
            </a>
          )}
        </div>
      )}
      {reveal.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t(A.contactFailed)}: {failureText(reveal.error)}
        </p>
      )}
    </li>
  );
}
