import { lazy, Suspense, useRef, useState } from "react";
import { Menu as MenuIcon } from "lucide-react";
import { serverStub } from "@web/lib/client-only";

const loadSheet = () => (import.meta.env.SSR ? serverStub<typeof import("./mobile-menu-sheet")>() : import("./mobile-menu-sheet"));
const MobileMenuSheet = lazy(loadSheet);

/** The phone menu (below md). The sheet's code loads when the button is first touched. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Abrir menú"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "menu-movil" : undefined}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-6" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
