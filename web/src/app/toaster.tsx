import { Toaster as Sonner } from "sonner";

/** Notification defaults from SPEC 9: 4000 ms, at most 3 visible. */
export default function Toaster() {
  return <Sonner duration={4000} visibleToasts={3} position="top-center" richColors closeButton />;
}
