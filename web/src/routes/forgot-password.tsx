import { ForgotPasswordFlow } from "@web/features/auth/components/forgot-password-flow";

export default function ForgotPasswordPage() {
  return <ForgotPasswordFlow />;
}
