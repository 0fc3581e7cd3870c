import { Toaster as Sonner } from "sonner";

/** Every toast stays 4000 ms, and at most 3 are visible at a time; sonner's labels, in Spanish. */
export default function Toaster() {
  return (
    <Sonner
      duration={4000}
      visibleToasts={3}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Avisos"
      toastOptions={{ closeButtonAriaLabel: "Cerrar aviso" }}
    />
  );
}
