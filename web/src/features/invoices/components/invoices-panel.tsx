import { Download, FileText } from "lucide-react";
import { Link } from "react-router";
import { BILLING_TEXTS_BY_LANG, formatAmountMXN, type InvoiceView } from "@domain/billing/invoices";
import { BILLING_FORM_TEXT as T } from "@domain/billing/billing-form-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { formatLongDate } from "@domain/format/date";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { buttonClasses } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { failureText } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { useInvoices } from "../hooks/use-invoices";
import { invoiceFileHref } from "../api/invoices";

/** "Facturas": each payment with its date, concept, amount and folio, and its CFDI's XML and PDF once stamped. */
export function InvoicesPanel() {
  const invoices = useInvoices();
  const BILLING_TEXTS = BILLING_TEXTS_BY_LANG[useLang()];
  return (
    <section aria-labelledby="facturas-title" className="mt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="facturas-title" className="text-lg font-semibold text-slate-900">
          {BILLING_TEXTS.invoicesTitle}
        </h2>
        <Link to={PAGE_ROUTES.perfil.path} className="min-h-11 content-center text-sm font-semibold text-primary-700 hover:underline">
          {BILLING_TEXTS.title}
        </Link>
      </div>
      {invoices.isError ? (
        <p role="alert" className="mt-4 text-slate-700">
          {failureText(invoices.error)}
        </p>
      ) : !invoices.data ? (
        <Skeleton className="mt-4 h-32 w-full" />
      ) : invoices.data.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{BILLING_TEXTS.invoicesEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-card">
          {invoices.data.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
    </section>
  );
}

// A stamped CFDI's two files: the XML (the invoice itself) and its printed PDF.
const FILES = [
  { format: "xml", label: "XML", Icon: Download },
  { format: "pdf", label: "PDF", Icon: FileText },
] as const;

function InvoiceRow({ invoice }: { invoice: InvoiceView }) {
  const stamped = invoice.status === "timbrada";
  const lang = useLang();
  const BILLING_TEXTS = BILLING_TEXTS_BY_LANG[lang];
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{invoice.concept}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          {formatLongDate(new Date(invoice.created_at), lang)} ·{" "}
          <span className="font-semibold text-slate-800">{formatAmountMXN(invoice.amount_mxn, lang)}</span>
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {stamped ? (
            T.folio[lang](invoice.folio ?? "", invoice.receiver_rfc)
          ) : (
            <span className={cn(invoice.status === "fallida" ? "text-danger-700" : "text-accent-800")}>{BILLING_TEXTS.status[invoice.status]}</span>
          )}
        </p>
      </div>
      {stamped && (
        <div className="flex gap-2">
          {FILES.map(({ format, label, Icon }) => (
            <a
              key={format}
              href={invoiceFileHref(invoice.id, format)}
              download
              className={buttonClasses("outline", "sm")}
              aria-label={T.download[lang](label, invoice.folio ?? "")}
            >
              <Icon aria-hidden="true" className="size-4" /> {label}
            </a>
          ))}
        </div>
      )}
    </li>
  );
}
