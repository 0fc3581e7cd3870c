import { useId, useRef } from "react";
import { ImageUp } from "lucide-react";
import { AGENCY_PROFILE_LIMITS } from "@domain/agencies/agency-profile";
import { Button } from "@web/components/ui/button";

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
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  return (
    <div>
      <Button variant="outline" busy={busy} onClick={() => input.current?.click()} aria-describedby={helpId}>
        <ImageUp aria-hidden="true" className="size-5" />
        {hasLogo ? "Cambiar logo" : "Subir logo"}
      </Button>
      <p id={helpId} className="mt-1 text-sm text-slate-500">
        {optional ? "Opcional. " : ""}JPG, PNG o WebP, hasta {AGENCY_PROFILE_LIMITS.logoMaxBytes / 1024 / 1024} MB.
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
        aria-label="Elegir logo"
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
