import type { ComponentType } from "react";
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialLinks as Links, type SocialNetwork } from "@domain/contact/social-accounts";
import { cn } from "@web/lib/cn";
import { FOOTER_TEXT } from "@domain/pages/shell-text";
import { useText } from "@web/lib/i18n/lang-context";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from "./social-icons";

const ICONS: Record<SocialNetwork, ComponentType<{ className?: string }>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
};

const circle = "flex size-11 items-center justify-center rounded-full bg-white/5 ring-1 ring-white/10";

/** Every network's icon: a link to the account when one is configured, otherwise just the icon (hidden from screen readers). */
export function SocialLinks({ links }: { links: Links }) {
  const t = useText();
  return (
    <ul className="flex flex-wrap gap-2">
      {SOCIAL_NETWORKS.map((network) => {
        const Icon = ICONS[network];
        const url = links[network];
        return (
          <li key={network}>
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(FOOTER_TEXT.socialOn)(SOCIAL_NETWORK_NAMES[network])}
                className={cn(circle, "text-slate-300 transition-colors hover:bg-white/10 hover:text-white")}
              >
                <Icon className="size-5" />
              </a>
            ) : (
              <span aria-hidden="true" data-social-placeholder={network} className={cn(circle, "text-slate-500")}>
                <Icon className="size-5" />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
