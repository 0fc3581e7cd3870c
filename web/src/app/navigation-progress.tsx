import { useNavigation } from "react-router";
import { COMMON_UI_TEXT } from "@domain/pages/common-ui-text";
import { useLang } from "@web/lib/i18n/lang-context";

/** A thin jade bar at the top while the next page's chunk loads. */
export function NavigationProgress() {
  const lang = useLang();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div role="progressbar" aria-label={COMMON_UI_TEXT.loadingPage[lang]} className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden">
      <div className="h-full w-full origin-left animate-progress bg-primary-600" />
    </div>
  );
}
