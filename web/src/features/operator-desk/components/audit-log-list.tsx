import type { AuditLine } from "@domain/trust/operator-desk-types";
import { formatLongDate } from "@domain/format/date";
import { AUDIT_SUBJECT_LABELS, OPERATOR_ACTION_LABELS, OPERATOR_MESSAGES } from "@domain/trust/operator-desk";

const time = new Intl.DateTimeFormat("es-MX", { hour: "2-digit", minute: "2-digit", timeZone: "America/Mexico_City" });

/** The audit log, newest first: who did what, on what, when and why. Read-only. */
export function AuditLogList({ lines }: { lines: AuditLine[] }) {
  if (lines.length === 0) return <p className="text-slate-600">{OPERATOR_MESSAGES.emptyAudit}</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {lines.map((line) => (
        <li key={line.id} className="grid gap-1 p-4 text-sm sm:grid-cols-[11rem_1fr]">
          <p className="text-slate-600">
            <time dateTime={new Date(line.at).toISOString()}>
              {formatLongDate(line.at)}, {time.format(line.at)}
            </time>
          </p>
          <div className="min-w-0">
            <p className="text-slate-900">
              <strong>{line.operator.name ?? line.operator.id}</strong> · {OPERATOR_ACTION_LABELS[line.action]}
            </p>
            <p className="break-words text-slate-600">
              {AUDIT_SUBJECT_LABELS[line.subjectKind]} {line.subjectId}
            </p>
            {line.reason && <p className="mt-1 text-slate-800">Motivo: {line.reason}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
