import { Link, NavLink } from "react-router";
import { Gem, Plus, Users } from "lucide-react";
import { isAgentRole, type Role } from "@domain/auth/roles";
import { buttonClasses } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import { clientsLink, plansLink, publishLink } from "../account-links";

/**
 * Beside the avatar from tablet width up (phones have them in the menu): for agents and
 * agencies 'Mis clientes' (only its icon until there is room for the word) and 'Publicar';
 * the pricing shortcut for everyone.
 */
export function SignedInActions({ role }: { role: Role }) {
  const agent = isAgentRole(role);
  const lang = useLang();
  const [CLIENTS_LINK, PUBLISH_LINK, PLANS_LINK] = [clientsLink(lang), publishLink(lang), plansLink(lang)];
  return (
    <>
      {agent && (
        <NavLink
          to={CLIENTS_LINK.to}
          title={CLIENTS_LINK.label}
          className={({ isActive }) =>
            cn(
              buttonClasses("ghost", "md"),
              "max-md:hidden max-lg:w-11 max-lg:px-0",
              isActive && "bg-primary-50 text-primary-800 hover:bg-primary-100",
            )
          }
        >
          <Users aria-hidden="true" className="size-4 text-primary-700" />
          <span className="max-lg:sr-only">{CLIENTS_LINK.label}</span>
        </NavLink>
      )}
      {agent && (
        <Link to={PUBLISH_LINK.to} className={cn(buttonClasses("primary", "md"), "max-md:hidden")}>
          <Plus aria-hidden="true" className="size-4" />
          {PUBLISH_LINK.label}
        </Link>
      )}
      <Link to={PLANS_LINK.to} className={cn(buttonClasses("ghost", "md"), "max-lg:hidden")}>
        <Gem aria-hidden="true" className="size-4 text-accent-700" />
        {PLANS_LINK.label}
      </Link>
    </>
  );
}
