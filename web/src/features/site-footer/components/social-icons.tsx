/** Brand marks drawn for the footer (lucide no longer ships brand icons). 24×24, currentColor. */
type IconProps = { className?: string };

const base = { viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className} fill="currentColor">
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function XIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M3.6 3.8h4.9l11.9 16.4h-4.9z" fill="currentColor" />
      <path d="M19.6 3.8 13.4 10.8M10.6 13.5 4.4 20.2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function LinkedInIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className} fill="currentColor" fillRule="evenodd">
      <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2 7h2.5v7H7zm-.1-2.6a1.35 1.35 0 1 0 2.7 0 1.35 1.35 0 1 0-2.7 0zM11 10h2.4v1c.4-.7 1.3-1.2 2.4-1.2 1.9 0 2.7 1.2 2.7 3.1V17H16v-3.7c0-.9-.3-1.5-1.1-1.5-.9 0-1.4.6-1.4 1.6V17H11z" />
    </svg>
  );
}

export function YouTubeIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className} fill="currentColor" fillRule="evenodd">
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
    </svg>
  );
}
