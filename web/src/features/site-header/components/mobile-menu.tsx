import { Menu as MenuIcon } from "lucide-react";
import { opensDialog } from "@web/components/ui/opens-dialog";
import { MobileMenuSheet } from "./mobile-menu-sheet";
import { MOBILE_MENU_ID } from "./mobile-menu-parts";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

/** The phone menu (below md): its button opens the sheet by itself, with or without the app's code. */
export function MobileMenu() {
  const lang = useLang();
  return (
    <>
      <button
        type="button"
        aria-label={T.openMenu[lang]}
        aria-haspopup="dialog"
        aria-controls={MOBILE_MENU_ID}
        {...opensDialog(MOBILE_MENU_ID)}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-6" />
      </button>
      <MobileMenuSheet />
    </>
  );
}
