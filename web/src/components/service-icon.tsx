import { BarChart3, Bot, Box, Images, Plane, Rocket, Sparkles, Star, type LucideIcon, type LucideProps } from "lucide-react";

/** The lucide icons the add-on catalogue names (domain/billing/services.ts `icon`). */
const ICONS: Record<string, LucideIcon> = {
  rocket: Rocket,
  star: Star,
  images: Images,
  "chart-line": BarChart3,
  box: Box,
  plane: Plane,
  bot: Bot,
};

/** An add-on service's icon (decorative: the service's name always sits beside it). */
export function ServiceIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden="true" {...props} />;
}
