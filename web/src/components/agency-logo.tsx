import { agencyInitials, agencyToneIndex } from "@web/lib/agency-initials";
import { cn } from "@web/lib/cn";

// Brand tones for agencies without a logo (white text passes AA on each).
const TONES = ["bg-primary-700", "bg-accent-700", "bg-slate-700", "bg-primary-900"];

/** An agency's logo, or its initials on a tone of its own (the directory's cards and the agency's page). */
export function AgencyLogo({ name, url, size = "md" }: { name: string; url: string | null; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-20 sm:size-24 text-2xl" : "size-14 text-lg";
  const px = size === "lg" ? 96 : 56;
  return url ? (
    <img
      src={url}
      alt=""
      width={px}
      height={px}
      loading={size === "lg" ? "eager" : "lazy"}
      className={cn(box, "shrink-0 rounded-xl border border-slate-200 bg-white object-contain p-1")}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(box, "flex shrink-0 items-center justify-center rounded-xl font-semibold text-white", TONES[agencyToneIndex(name, TONES.length)])}
    >
      {agencyInitials(name)}
    </span>
  );
}
