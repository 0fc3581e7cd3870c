import { useId, useState } from "react";
import { Link } from "react-router";
import { Inbox, Mail, MessageCircle, MessageSquareText, Phone, PhoneCall, RotateCw } from "lucide-react";
import type { Lead } from "@domain/leads/lead-schema";
import { formatLongDate } from "@domain/format/date";
import { Button, buttonClasses } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { useLeads, useMarkLeadRead } from "../hooks/use-leads";
import { leadMailtoHref, leadPhoneLabel, leadTelHref, leadWhatsappHref } from "../lead-text";
import { LEAD_KIND_TEXT, LEADS_INBOX_TEXT as T } from "@domain/leads/leads-inbox-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { pageHref } from "@domain/pages/page-routes";

type LeadsInboxProps = {
  /** An agency's agents: shows a filter by agent (role inmobiliaria). */
  agents?: { id: string; name: string }[];
  className?: string;
};

/**
 * "Mensajes" in the advertiser's dashboard: buyers' messages and call requests about their
 * listings (and, for an agency's owner, about its agents' listings), newest first. Unread
 * ones carry a dot, "Nuevo" and a bold name; opening one or answering it marks it read.
 */
export function LeadsInbox({ agents, className }: LeadsInboxProps) {
  const { user } = useAuth();
  const [agentId, setAgentId] = useState("");
  const filterId = useId();
  const headingId = useId();
  const userId = user?.id ?? "";
  const query = useLeads(userId, agentId);
  const markRead = useMarkLeadRead(userId);
  const showAgents = Boolean(agents && agents.length > 0);
  const t = useText();

  const unread = query.data?.unread ?? 0;
  return (
    <section aria-labelledby={headingId} className={cn("min-w-0", className)}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {t(T.title)}
          </h2>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {query.isSuccess && (unread === 0 ? t(T.upToDate) : t(T.unread)(unread))}
          </p>
        </div>
        {showAgents && (
          <div className="w-full sm:w-64">
            <label htmlFor={filterId} className="mb-1.5 block text-sm font-semibold text-slate-800">
              {t(T.agent)}
            </label>
            <select id={filterId} value={agentId} onChange={(e) => setAgentId(e.target.value)} className={cn(inputClasses, "cursor-pointer pr-8")}>
              <option value="">{t(T.allAgents)}</option>
              {agents!.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      <div className="mt-5">
        {query.isPending ? (
          <InboxSkeleton />
        ) : query.isError ? (
          <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-card">
            <p className="font-semibold text-slate-900">{t(T.loadFailed)}</p>
            <p className="mt-1 text-sm text-slate-600">{t(T.offline)}</p>
            <Button variant="outline" className="mt-4" busy={query.isFetching} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t(T.retry)}
            </Button>
          </div>
        ) : query.data.items.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-white text-primary-700 shadow-card">
              <Inbox aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-4 max-w-md text-slate-700">{agentId ? t(T.agentEmpty) : t(T.empty)}</p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {query.data.items.map((lead) => (
              <LeadItem
                key={lead.id}
                lead={lead}
                agentName={user?.name}
                showAgent={showAgents && !agentId}
                onRead={() => {
                  if (!lead.read) markRead.mutate(lead);
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

type LeadItemProps = { lead: Lead; agentName?: string; showAgent: boolean; onRead: () => void };

function LeadItem({ lead, agentName, showAgent, onRead }: LeadItemProps) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const messageId = useId();
  const mailto = leadMailtoHref(lead);
  const long = (lead.mensaje?.length ?? 0) > 180 || (lead.mensaje?.split("\n").length ?? 0) > 3;
  const KindIcon = lead.kind === "llamada" ? PhoneCall : MessageSquareText;
  const reply = cn(buttonClasses("outline", "md"), "flex-1 sm:flex-none");
  const lang = useLang();
  const t = useText();

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={cn(
          "rounded-xl border bg-white p-4 shadow-card sm:p-5",
          lead.read ? "border-slate-200" : "border-primary-200 ring-1 ring-primary-100",
        )}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {!lead.read && (
            <span className="inline-flex items-center gap-1.5 font-semibold text-primary-800">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-accent-700" />
              {t(T.new)}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700">
            <KindIcon aria-hidden="true" className="size-4" />
            {t(LEAD_KIND_TEXT[lead.kind])}
          </span>
          <time dateTime={lead.created_at}>{formatLongDate(new Date(lead.created_at), lang)}</time>
          {showAgent && lead.agent && <span className="min-w-0 truncate">{t(T.forAgent)(lead.agent.name)}</span>}
        </div>

        <h3 id={titleId} className={cn("mt-2 text-lg text-slate-900", lead.read ? "font-normal" : "font-semibold")}>
          {lead.nombre}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">
          {lead.property.id ? (
            <>
              {t(T.about)}{" "}
              <Link
                to={pageHref.property(lead.property.id)}
                onClick={onRead}
                className="font-semibold break-words text-primary-700 underline-offset-4 hover:underline"
              >
                {lead.property.title}
              </Link>
            </>
          ) : (
            <>{t(T.unpublished)(lead.property.title)}</>
          )}
        </p>

        {lead.mensaje ? (
          <>
            <p id={messageId} className={cn("mt-3 text-slate-800 whitespace-pre-line break-words", !expanded && long && "line-clamp-3")}>
              {lead.mensaje}
            </p>
            {long && (
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={messageId}
                onClick={() => {
                  setExpanded(!expanded);
                  onRead();
                }}
                className="mt-1 min-h-11 cursor-pointer rounded-sm text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
              >
                {expanded ? t(T.seeLess) : t(T.readAll)}
              </button>
            )}
          </>
        ) : (
          <p className="mt-3 text-slate-700">{t(T.askedForCall)(leadPhoneLabel(lead.telefono))}</p>
        )}

        <div className="mt-4 flex flex-wrap gap-2">
          <a href={leadTelHref(lead.telefono)} onClick={onRead} className={reply}>
            <Phone aria-hidden="true" className="size-4" />
            {t(T.call)}
            <span className="sr-only">{t(T.toName)(lead.nombre)}</span>
          </a>
          <a href={leadWhatsappHref(lead, agentName)} target="_blank" rel="noopener noreferrer" onClick={onRead} className={reply}>
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp<span className="sr-only">{t(T.whatsappTo)(lead.nombre)}</span>
          </a>
          {mailto && (
            <a href={mailto} onClick={onRead} className={reply}>
              <Mail aria-hidden="true" className="size-4" />
              {t(T.email)}
              <span className="sr-only">{t(T.toName)(lead.nombre)}</span>
            </a>
          )}
          {!lead.read && (
            <Button variant="ghost" onClick={onRead} className="w-full sm:ml-auto sm:w-auto">
              {t(T.markRead)}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

function InboxSkeleton() {
  const t = useText();
  return (
    <div role="status" aria-label={t(T.loading)} className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-5">
          <div className="flex gap-3">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-32" />
          </div>
          <Skeleton className="mt-3 h-6 w-48" />
          <Skeleton className="mt-2 h-4 w-64 max-w-full" />
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-3/4" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-11 w-28" />
            <Skeleton className="h-11 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
