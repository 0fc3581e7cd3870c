import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from "./social-icons";

// Placeholder links until the accounts exist.
const SOCIAL = [
  { name: "Facebook", Icon: FacebookIcon },
  { name: "Instagram", Icon: InstagramIcon },
  { name: "X", Icon: XIcon },
  { name: "LinkedIn", Icon: LinkedInIcon },
  { name: "YouTube", Icon: YouTubeIcon },
];

export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {SOCIAL.map(({ name, Icon }) => (
        <li key={name}>
          <a
            href="#"
            aria-label={`Hogaria en ${name}`}
            className="flex size-11 items-center justify-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10 transition-colors hover:bg-white/10 hover:text-white"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
