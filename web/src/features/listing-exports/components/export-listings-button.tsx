import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download, FileJson, FileSpreadsheet } from "lucide-react";
import { EXPORT_TEXTS_BY_LANG } from "@domain/listing-imports/export-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { EXPORT_PATHS, fetchExportSummary } from "../api/listing-exports";

/**
 * "Exportar" in "Mis propiedades": an agency owner (or an independent agent) downloads the
 * published listings as CSV (the import page's columns) or as EasyBroker JSON. Not shown to
 * an agent who works for an agency (the worker answers 403: the catalogue is the agency's).
 */
export function ExportListingsButton({ userId, className }: { userId: string; className?: string }) {
  const summary = useQuery({ queryKey: ["listing-exports", userId], queryFn: fetchExportSummary, staleTime: 60_000 });
  const T = EXPORT_TEXTS_BY_LANG[useLang()];
  if (!summary.data) return null;
  const { published } = summary.data;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className={className}>
          <Download aria-hidden="true" className="size-5" />
          {T.action}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-10">{T.title}</DialogTitle>
        <DialogDescription>{published > 0 ? T.count(published) : T.none}</DialogDescription>
        {published > 0 && (
          <ul className="mt-5 flex flex-col gap-3">
            <DownloadLink href={EXPORT_PATHS.csv} label={T.csv} hint={T.csvHint} icon={<FileSpreadsheet aria-hidden="true" className="size-6" />} />
            <DownloadLink href={EXPORT_PATHS.json} label={T.json} hint={T.jsonHint} icon={<FileJson aria-hidden="true" className="size-6" />} />
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DownloadLink({ href, label, hint, icon }: { href: string; label: string; hint: string; icon: ReactNode }) {
  return (
    <li>
      <a
        href={href}
        download
        className="flex min-h-11 items-start gap-3 rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50 hover:ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        <span className="mt-0.5 shrink-0 text-primary-700">{icon}</span>
        <span>
          <span className="block font-semibold text-slate-900">{label}</span>
          <span className="mt-0.5 block text-sm text-slate-600">{hint}</span>
        </span>
      </a>
    </li>
  );
}
