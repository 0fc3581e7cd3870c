// Hogaria's accounts on social networks, as the footer links them: one worker variable per
// network (SOCIAL_<NETWORK>_URL, an https URL). A network without an account keeps its icon,
// not as a link.
export const SOCIAL_NETWORKS = ["facebook", "instagram", "x", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

/** The configured accounts' addresses; a network that is missing has none. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;
