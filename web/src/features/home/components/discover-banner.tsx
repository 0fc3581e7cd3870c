import { Link } from "react-router";
import { ArrowRight, Sparkles } from "lucide-react";
import { bannerActionClasses, DarkBanner } from "@web/components/content/dark-banner";
import { HOME_TEXT as T } from "@domain/pages/home-text";
import { useText } from "@web/lib/i18n/lang-context";
import { pagePath } from "@domain/pages/page-routes";

/** Closing call to action: what Hogaria offers. */
export function DiscoverBanner() {
  const t = useText();
  return (
    <DarkBanner
      titleId="discover-title"
      title={t(T.discoverTitle)}
      eyebrow={
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-accent-100">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t(T.discoverEyebrow)}
        </span>
      }
      action={
        <Link to={pagePath.queOfrece} className={bannerActionClasses}>
          {t(T.discoverAction)}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      }
    >
      <p>{t(T.discoverText)}</p>
    </DarkBanner>
  );
}
