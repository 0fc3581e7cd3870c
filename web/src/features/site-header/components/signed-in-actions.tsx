import { Link } from "react-router";
import { Gem, Plus } from "lucide-react";
import { isAgentRole, type Role } from "@domain/auth/roles";
import { buttonClasses } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { PLANS_LINK, PUBLISH_LINK } from "../account-links";

/** Beside the avatar on wider screens: 'Publicar' for agents and agencies, and the pricing shortcut. */
export function SignedInActions({ role }: { role: Role }) {
  return (
    <>
      {isAgentRole(role) && (
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
