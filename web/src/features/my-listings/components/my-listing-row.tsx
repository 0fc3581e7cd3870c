import { memo, useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { LucideIcon } from "lucide-react";
import {
  AlarmClock,
  ArrowLeftRight,
  CalendarCheck,
  CalendarClock,
  CircleHelp,
  History,
  EllipsisVertical,
  Eye,
  Heart,
  House,
  Mail,
  MapPin,
  MessageCircle,
  Pause,
  Pencil,
  Phone,
  PhoneCall,
  Play,
  RefreshCw,
  Sparkles,
  Trash2,
  CircleCheckBig,
  UserRound,
} from "lucide-react";
import { formatLongDate } from "@domain/format/date";
import { freshnessText, leavesSearchAt } from "@domain/listings/freshness";
import type { Lang } from "@domain/i18n/lang";
import { MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { formatCount, formatListingPrice, formatPriceMXN } from "@domain/format/money";
import { UNTITLED_DRAFT, type MyListing } from "@domain/listings/my-listing";
import { PUBLISH_TEXT } from "@domain/listings/publish-text";
import { OPERATION_NAMES, PROPERTY_TYPE_NAMES } from "@domain/properties/property";
import { Button } from "@web/components/ui/button";
import { Menu, MenuItem, MenuSeparator } from "@web/components/ui/menu";
import { cn } from "@web/lib/cn";
import type { ActionCall } from "../action-messages";
import { editUrl, rowActions, type RowAction, type RowActionKind } from "../listing-actions";
import { daysAgoText, daysAgoTextEn } from "@domain/format/date";
import { expiryOf } from "../listing-dates";
import { ListingStatusBadge } from "./listing-status-badge";
import { pageHref } from "@domain/pages/page-routes";

const ICONS: Record<RowActionKind, LucideIcon> = {
  confirm: CalendarCheck,
  edit: Pencil,
  services: Sparkles,
  pause: Pause,
  reactivate: Play,
  close: CircleCheckBig,
  renew: RefreshCw,
  reassign: ArrowLeftRight,
  delete: Trash2,
};

const STATS: { key: keyof MyListing["stats"]; label: (lang: Lang) => string; Icon: LucideIcon }[] = [
  { key: "views", label: (lang) => T.views[lang], Icon: Eye },
  { key: "saves", label: (lang) => T.saves[lang], Icon: Heart },
  { key: "contacts", label: (lang) => T.contacts[lang], Icon: Phone },
  { key: "whatsapp", label: () => "WhatsApp", Icon: MessageCircle },
  { key: "calls", label: (lang) => T.calls[lang], Icon: PhoneCall },
  { key: "messages", label: (lang) => T.messages[lang], Icon: Mail },
];

export type MyListingRowProps = {
  listing: MyListing;
  /** When the list was read: "hace N días" and "Vence en N días" count from it. */
  now: Date;
  /** An agency sees whose listing it is. */
  showAgent: boolean;
  /** The action running on this listing, if any. */
  busy: ActionCall | null;
  /** Sigue disponible, Pausar, Reactivar, Cerrar, Renovar or Eliminar (the panel confirms those that need it). */
  onAction: (listing: MyListing, call: ActionCall) => void;
  onServices: (listing: MyListing) => void;
  /** An agency owner with a team: "Cambiar agente" opens the panel's dialog. */
  onReassign?: (listing: MyListing) => void;
  /** A listing en revisión: why, and the advertiser's answer (given by the page). */
  review?: (listing: MyListing) => ReactNode;
};

/** Why the listing asks for "Sigue disponible": out of search until confirmed, or asked by e-mail and leaving on a date. */
function freshnessNotice(listing: MyListing, lang: Lang): string | null {
  if (listing.status === "por_confirmar") return T.hiddenNotice[lang];
  if (listing.status !== "publicada" || !listing.confirmation_asked_at || !listing.operation_type) return null;
  return T.askedNotice[lang](formatLongDate(leavesSearchAt(listing.operation_type, new Date(listing.confirmation_asked_at)), lang));
}

/** "Departamento en renta", "Apartment for rent" (a draft may not have chosen yet). */
function kindText(listing: MyListing, lang: Lang): string | null {
  const type = listing.property_type ? PROPERTY_TYPE_NAMES[lang][listing.property_type].singular : null;
  const operation = listing.operation_type ? OPERATION_NAMES[lang][listing.operation_type].toLowerCase() : null;
  if (type && operation) return `${type} ${operation}`;
  return type ?? (operation ? operation[0]!.toUpperCase() + operation.slice(1) : null);
}

function priceText(listing: MyListing, lang: Lang): string {
  if (listing.price === null) return T.noPrice[lang];
  return listing.operation_type ? formatListingPrice(listing.price, listing.operation_type, lang) : formatPriceMXN(listing.price, lang);
}

/**
 * One of "Mis propiedades": photo, title, status, price, colonia, when it was published and
 * when it ends, the agent (agencies), its numbers, its active services and what can be done
 * with it. A row on wide screens, a card on phones (the actions stay as a row of buttons and
 * a menu).
 */
export const MyListingRow = memo(function MyListingRow({
  listing,
  now,
  showAgent,
  busy,
  onAction,
  onServices,
  onReassign,
  review,
}: MyListingRowProps) {
  const titleId = useId();
  const lang = useLang();
  // An untitled draft's name is written by the server in Spanish: English pages say it in English.
  const title = listing.title === UNTITLED_DRAFT ? PUBLISH_TEXT.untitled[lang] : listing.title;
  const { buttons, menu } = rowActions(listing, { reassign: Boolean(onReassign), lang });
  const image = listing.image;
  const src = image ? (image.thumbnail_url ?? image.url) : null;
  const kind = kindText(listing, lang);
  const expiry =
    listing.expires_at && ["publicada", "pausada", "vencida", "por_confirmar"].includes(listing.status)
      ? expiryOf(listing.expires_at, now, lang)
      : null;
  const freshness = freshnessNotice(listing, lang);
  const daysAgo = lang === "es" ? daysAgoText : daysAgoTextEn;
  const since =
    listing.status === "borrador"
      ? daysAgo(T.saved[lang], listing.updated_at, now)
      : listing.published_at
        ? daysAgo(T.published[lang], listing.published_at, now)
        : null;

  const run = (action: RowAction) => {
    if (action.kind === "services") onServices(listing);
    else if (action.kind === "reassign") onReassign?.(listing);
    else if (action.kind !== "edit") onAction(listing, action.kind);
  };

  return (
    <article
      aria-labelledby={titleId}
      data-listing-id={listing.id}
      tabIndex={-1}
      className="grid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-[9rem_minmax(0,1fr)] sm:p-5 lg:grid-cols-[10rem_minmax(0,1fr)_11.5rem]"
    >
      <div className="relative aspect-[4/3] w-full self-start overflow-hidden rounded-lg bg-slate-100 lg:row-span-2">
        {src ? (
          <img
            src={src}
            alt={image?.alt || title}
            width={image?.width ?? 480}
            height={image?.height ?? 360}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-slate-500">
            <House aria-hidden="true" className="size-6" />
            <span className="text-xs">{T.noPhoto[lang]}</span>
          </div>
        )}
      </div>

      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-1.5">
          <ListingStatusBadge status={listing.status} />
          {listing.services.map((service) => (
            <span
              key={`${service.service_id}-${service.expires_at ?? ""}`}
              className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset"
            >
              <Sparkles aria-hidden="true" className="size-3.5" />
              {service.service_name}
              {service.expires_at && <span className="font-normal">{T.until[lang](formatLongDate(new Date(service.expires_at), lang))}</span>}
            </span>
          ))}
        </div>
        <h3 id={titleId} className="mt-1.5 line-clamp-2 font-semibold text-pretty text-slate-900 sm:text-lg">
          {listing.status === "publicada" ? (
            <Link to={pageHref.property(listing.id)} className="rounded-sm hover:text-primary-800 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className="mt-0.5 text-base font-semibold text-slate-900">{priceText(listing, lang)}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          {kind && <span>{kind}</span>}
          {listing.neighborhood && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
              {listing.neighborhood}
            </span>
          )}
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {since && <Fact Icon={CalendarClock}>{since}</Fact>}
          {listing.confirmed_at && listing.status !== "borrador" && <Fact Icon={History}>{freshnessText(listing.confirmed_at, now, lang)}</Fact>}
          {expiry &&
            (expiry.kind === "soon" ? (
              <li className="inline-flex flex-wrap items-center gap-x-1.5">
                <span className="inline-flex items-center gap-1 rounded-md bg-accent-50 px-1.5 font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset">
                  <AlarmClock aria-hidden="true" className="size-3.5" />
                  {expiry.text}
                </span>
                <span>{T.onDate[lang](expiry.date)}</span>
              </li>
            ) : (
              <Fact Icon={AlarmClock} className={cn(expiry.kind === "expired" && "font-semibold text-accent-800")}>
                {expiry.text}
              </Fact>
            ))}
          {showAgent && listing.agent && <Fact Icon={UserRound}>{T.agentIs[lang](listing.agent.name)}</Fact>}
        </ul>
        {freshness && (
          <p className="mt-2 flex items-start gap-1.5 rounded-md bg-accent-50 px-2.5 py-1.5 text-sm font-medium text-accent-800 ring-1 ring-accent-200 ring-inset">
            <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {freshness}
          </p>
        )}
      </div>

      {listing.status !== "borrador" && (
        <dl className="col-span-2 grid grid-cols-3 gap-x-2 gap-y-3 rounded-lg bg-slate-50 px-3 py-2.5 sm:grid-cols-6 lg:col-span-1 lg:col-start-2">
          {STATS.map(({ key, label, Icon }) => (
            <div key={key} className="min-w-0">
              <dt className="flex items-center gap-1 truncate text-xs text-slate-600">
                <Icon aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
                {label(lang)}
              </dt>
              <dd className="text-base font-semibold text-slate-900 tabular-nums">{formatCount(listing.stats[key])}</dd>
            </div>
          ))}
        </dl>
      )}

      {listing.status === "en_revision" && review && <div className="col-span-2 lg:col-span-1 lg:col-start-2">{review(listing)}</div>}

      <div className="col-span-2 flex items-start gap-2 lg:col-span-1 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:flex-col lg:items-stretch">
        <div className="flex flex-1 flex-wrap gap-2 lg:flex-none lg:flex-col">
          {buttons.map((action) =>
            action.kind === "edit" ? (
              <Button key={action.kind} asChild variant="outline" className="flex-1 lg:flex-none">
                <Link to={editUrl(listing.id)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {action.label}
                  <span className="sr-only"> {title}</span>
                </Link>
              </Button>
            ) : (
              <Button
                key={action.kind}
                variant="outline"
                className="flex-1 lg:flex-none"
                busy={busy === action.kind}
                disabled={busy !== null}
                onClick={() => run(action)}
              >
                {busy !== action.kind && <ActionIcon kind={action.kind} />}
                {action.label}
                <span className="sr-only"> {title}</span>
              </Button>
            ),
          )}
        </div>
        {menu.length > 0 && (
          <Menu
            align="end"
            label={T.moreActions[lang](title)}
            trigger={
              <Button
                variant="outline"
                size="icon"
                aria-label={T.moreActions[lang](title)}
                disabled={busy !== null}
                className={cn("lg:w-full", buttons.length === 0 && "ml-auto lg:ml-0")}
              >
                <EllipsisVertical aria-hidden="true" className="size-5 lg:hidden" />
                <span className="hidden items-center gap-2 lg:inline-flex">
                  <EllipsisVertical aria-hidden="true" className="size-4" />
                  {T.more[lang]}
                </span>
              </Button>
            }
          >
            {menu.map((action, index) =>
              action.kind === "edit" ? (
                <MenuItem key={action.kind} asChild>
                  <Link to={editUrl(listing.id)}>
                    <ActionIcon kind="edit" />
                    {action.label}
                  </Link>
                </MenuItem>
              ) : (
                <ActionMenuItem key={action.kind} action={action} separated={index > 0} onSelect={() => later(() => run(action))} />
              ),
            )}
          </Menu>
        )}
      </div>
    </article>
  );
});

/** After the menu has closed and handed focus back, so a dialog returns focus to the menu's button. */
function later(fn: () => void) {
  window.setTimeout(fn, 0);
}

function ActionMenuItem({ action, separated, onSelect }: { action: RowAction; separated: boolean; onSelect: () => void }) {
  const destructive = action.kind === "delete";
  return (
    <>
      {destructive && separated && <MenuSeparator />}
      <MenuItem
        onSelect={onSelect}
        className={cn(destructive && "text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700")}
      >
        <ActionIcon kind={action.kind} />
        {action.label}
      </MenuItem>
    </>
  );
}

function ActionIcon({ kind }: { kind: RowActionKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className="size-4 shrink-0" />;
}

function Fact({ Icon, className, children }: { Icon: LucideIcon; className?: string; children: ReactNode }) {
  return (
    <li className={cn("inline-flex items-center gap-1.5", className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      {children}
    </li>
  );
}
