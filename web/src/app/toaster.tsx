import { Toaster as Sonner } from "sonner";
import { COMMON_UI_TEXT } from "@domain/pages/common-ui-text";
import { useLang } from "@web/lib/i18n/lang-context";

/** Every toast stays 4000 ms, and at most 3 are visible at a time; sonner's labels, in the page's language. */
export default function Toaster() {
  const lang = useLang();
  return (
    <Sonner
      duration={4000}
      visibleToasts={3}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={COMMON_UI_TEXT.toasts[lang]}
      toastOptions={{ closeButtonAriaLabel: COMMON_UI_TEXT.closeToast[lang] }}
    />
  );
}
