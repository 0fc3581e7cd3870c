import { cn } from "@web/lib/cn";
import { initials } from "@web/lib/initials";

type AvatarProps = { name: string; src?: string | null; className?: string };

/** A person's photo, or their initials on jade. Decorative: name the control around it. */
export function Avatar({ name, src, className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-700 text-sm font-semibold text-white select-none",
        className,
      )}
    >
      {src ? <img src={src} alt="" width={64} height={64} className="size-full object-cover" /> : initials(name)}
    </span>
  );
}
