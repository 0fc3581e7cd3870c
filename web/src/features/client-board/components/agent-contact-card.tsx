import { MessageCircle, Phone } from "lucide-react";
import type { Board } from "@domain/boards/board";
import { Avatar } from "@web/components/ui/avatar";
import { buttonClasses } from "@web/components/ui/button";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { whatsappChatUrl } from "@web/lib/whatsapp";

type AgentContact = NonNullable<Board["agent"]>;

/** "55 1234 5678" for a 10-digit Mexican number; anything else as it came. */
function spacedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const local = digits.length === 12 && digits.startsWith("52") ? digits.slice(2) : digits;
  return local.length === 10 ? `${local.slice(0, 2)} ${local.slice(2, 6)} ${local.slice(6)}` : phone;
}

function waNumber(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length === 10 ? `52${digits}` : digits;
}

/**
 * The agent's contact on the client's board (only when the agent chose to show it). The
 * WhatsApp message to the agent stays in Spanish, as every message sent to an adviser.
 */
export function AgentContactCard({ agent, clientName }: { agent: AgentContact; clientName: string }) {
  const lang = useLang();
  return (
    <section
      aria-label={T.yourAgent[lang]}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={agent.name} className="size-11 text-base" />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.yourAgent[lang]}</p>
          <p className="truncate font-semibold text-slate-900">{agent.name}</p>
        </div>
      </div>
      {(agent.whatsapp || agent.phone) && (
        <div className="flex flex-wrap gap-2">
          {agent.whatsapp && (
            <a
              href={whatsappChatUrl(`Hola ${agent.name}, vi el tablero “${clientName}” en Hogaria.`, waNumber(agent.whatsapp))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("primary", "md")}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp
              <span className="sr-only"> {T.opensInNewTab[lang]}</span>
            </a>
          )}
          {agent.phone && (
            <a href={`tel:+52${agent.phone.replace(/\D/g, "").slice(-10)}`} className={buttonClasses("outline", "md")}>
              <Phone aria-hidden="true" className="size-4" />
              {spacedPhone(agent.phone)}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
