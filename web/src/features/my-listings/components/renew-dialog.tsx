import { Link } from "react-router";
import { AlertDialog as Primitive } from "radix-ui";
import { CircleAlert, Ticket } from "lucide-react";
import { RENEWAL_TEXTS, type RenewalQuote } from "@domain/billing/plan-holder";
import type { MyListing } from "@domain/listings/my-listing";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { confirmCopy } from "../action-messages";
import { useLang } from "@web/lib/i18n/lang-context";
import { MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";

type RenewDialogProps = {
  listing: MyListing;
  /** What renewing would spend, from whose plan; undefined while it is read. */
  quote: RenewalQuote | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

// The plan's checkout on /precios (?plan= offers that plan's payment there).
const offerHref = (planId: string) => `${PAGE_ROUTES.precios.path}?plan=${encodeURIComponent(planId)}`;

/**
 * "Renovar": with a pass, what it spends from whose plan (the agency's for its listings), the
 * new end and what is left after. Without one, no button that would fail: the cheapest plan
 * that gives a pass, with its price and a link to its checkout, or for an agency's agent who
 * to ask.
 */
export function RenewDialog({ listing, quote, busy, onConfirm, onClose }: RenewDialogProps) {
  const lang = useLang();
  const RENEWAL_TEXT = RENEWAL_TEXTS[lang];
  const onOpenChange = (open: boolean) => !open && onClose();
  if (quote && quote.passes === 0) return <NoPassesDialog quote={quote} onOpenChange={onOpenChange} />;
  const copy = confirmCopy("renew", listing, new Date(), quote ?? null, lang);
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={copy.title}
      description={
        <>
          {copy.description}
          {!quote && (
            <span role="status" className="mt-2 block text-sm text-slate-500">
              {RENEWAL_TEXT.loading}
            </span>
          )}
        </>
      }
      confirmLabel={copy.confirmLabel}
      cancelLabel={T.cancel[lang]}
      busy={busy || !quote}
      onConfirm={onConfirm}
    />
  );
}

function NoPassesDialog({ quote, onOpenChange }: { quote: RenewalQuote; onOpenChange: (open: boolean) => void }) {
  const RENEWAL_TEXT = RENEWAL_TEXTS[useLang()];
  const agencyListing = quote.paid_by === "agency" && quote.agency_name;
  const title = agencyListing ? RENEWAL_TEXT.agencyNoPassesTitle(quote.agency_name!) : RENEWAL_TEXT.noPassesTitle;
  // An agency's agent gets no offer: its owner buys the agency's plan.
  const askOwner = agencyListing && !quote.offer;
  return (
    <Primitive.Root open onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Primitive.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-menu data-[state=open]:animate-fade-in">
          <Primitive.Title className="flex items-start gap-2 text-lg font-semibold text-slate-900">
            <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
            {title}
          </Primitive.Title>
          <Primitive.Description className="mt-2 text-pretty text-slate-600">
            {quote.offer ? RENEWAL_TEXT.offer(quote.offer) : askOwner ? RENEWAL_TEXT.askOwner : RENEWAL_TEXT.noOffer}
          </Primitive.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Primitive.Cancel asChild>
              <Button variant="outline">{RENEWAL_TEXT.close}</Button>
            </Primitive.Cancel>
            {quote.offer ? (
              <Button asChild>
                <Link to={offerHref(quote.offer.plan_id)}>
                  <Ticket aria-hidden="true" className="size-4" />
                  {RENEWAL_TEXT.offerAction(quote.offer)}
                </Link>
              </Button>
            ) : (
              !askOwner && (
                <Button asChild>
                  <Link to={PAGE_ROUTES.precios.path}>{RENEWAL_TEXT.seePlans}</Link>
                </Button>
              )
            )}
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
