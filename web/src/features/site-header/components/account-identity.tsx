import { Avatar } from "@web/components/ui/avatar";
import type { Profile } from "@web/lib/auth/auth-context";

/** Who is signed in: the avatar beside the name and e-mail, each cut to one line. */
export function AccountIdentity({ user, className }: { user: Profile; className: string }) {
  return (
    <div className={className}>
      <Avatar name={user.name} src={user.avatar} className="size-10" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{user.name}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
    </div>
  );
}
