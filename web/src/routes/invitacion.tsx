import { AgencyInvitationFlow } from "@web/features/auth/components/agency-invitation-flow";

export default function InvitationPage() {
  return <AgencyInvitationFlow />;
}
