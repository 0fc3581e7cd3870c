import { TriangleAlert } from "lucide-react";
import { TEST_WHATSAPP_NOTE } from "@domain/contact/whatsapp";
import { useWhatsappIsTestNumber } from "@web/lib/site-config";
import { cn } from "@web/lib/cn";

/** Outside production without WHATSAPP_BUSINESS_NUMBER: says the chat buttons open a fake test number. */
export function WhatsappTestNote({ className }: { className?: string }) {
  if (!useWhatsappIsTestNumber()) return null;
  return (
    <p
      role="note"
      className={cn("flex items-start gap-2 rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 text-sm text-accent-800", className)}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {TEST_WHATSAPP_NOTE}
    </p>
  );
}
