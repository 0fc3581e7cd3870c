import { Menu as MenuIcon } from "lucide-react";
import { opensDialog } from "@web/components/ui/opens-dialog";
import { MobileMenuSheet } from "./mobile-menu-sheet";
import { MOBILE_MENU_ID } from "./mobile-menu-parts";

/** The phone menu (below md): its button opens the sheet by itself, with or without the app's code. */
export function MobileMenu() {
  return (
    <>
      <button
        type="button"
        aria-label="Abrir menú"
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
