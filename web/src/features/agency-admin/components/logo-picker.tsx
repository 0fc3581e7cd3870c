import { useId, useRef } from "react";
import { ImageUp } from "lucide-react";
import { AGENCY_ADMIN_TEXT as T } from "@domain/agencies/agency-admin-text";
import { Button } from "@web/components/ui/button";
import { useText } from "@web/lib/i18n/lang-context";

/** The agency's logo picked with our button (the browser's own one speaks its own language). */
export function LogoPicker({
  hasLogo,
  busy,
  optional,
  error,
  onPick,
}: {
  hasLogo: boolean;
  busy?: boolean;
  optional?: boolean;
  error?: string;
  onPick: (file: File) => void;
}) {
  const t = useText();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  return (
    <div>
      <Button variant="outline" busy={busy} onClick={() => input.current?.click()} aria-describedby={helpId}>
        <ImageUp aria-hidden="true" className="size-5" />
        {hasLogo ? t(T.changeLogo) : t(T.uploadLogo)}
      </Button>
      <p id={helpId} className="mt-1 text-sm text-slate-500">
        {t(T.logoHelp)(!!optional)}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={t(T.chooseLogo)}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onPick(file);
          e.target.value = "";
        }}
      />
    </div>
  );
}
