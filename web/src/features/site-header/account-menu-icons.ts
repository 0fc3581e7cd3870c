import { Building2, LayoutDashboard, ShieldCheck, UserRound, Users, type LucideIcon } from "lucide-react";
import type { AccountMenuLink } from "./account-links";

/** The icons of the avatar menu's links (desktop menu and phone sheet). */
export const ACCOUNT_MENU_ICONS: Record<AccountMenuLink["key"], LucideIcon> = {
  dashboard: LayoutDashboard,
  perfil: UserRound,
  clientes: Users,
  inmobiliarias: Building2,
  operador: ShieldCheck,
};
