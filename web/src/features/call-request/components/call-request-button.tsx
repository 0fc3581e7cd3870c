import type { ReactNode } from "react";
import { Phone } from "lucide-react";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { openCallRequest } from "@web/lib/call-request";
import { loadCallRequestDialog } from "../load-call-request-dialog";

type CallRequestButtonProps = Omit<ButtonProps, "onClick" | "asChild" | "children"> & { children?: ReactNode };

/**
 * A button that opens the same call-request dialog as the floating button, e.g. in a
 * property's contact box. (Code outside this feature can call openCallRequest() from
 * @web/lib/call-request instead.)
 */
export function CallRequestButton({ children = "Solicitar una llamada", variant = "outline", ...props }: CallRequestButtonProps) {
  const preload = () => void loadCallRequestDialog();
  return (
    <Button
      variant={variant}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => openCallRequest(event.currentTarget)}
      {...props}
    >
      <Phone aria-hidden="true" className="size-5" />
      {children}
    </Button>
  );
}
