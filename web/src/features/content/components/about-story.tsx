import { ABOUT_FIGURES, ABOUT_TEXT as T, ABOUT_VALUES } from "@domain/pages/about-text";
import { useText } from "@web/lib/i18n/lang-context";
import { Eye, HeartHandshake, MapPin, ShieldCheck } from "lucide-react";
import { IconTileGrid } from "@web/components/content/icon-tile-grid";
import { Section, SectionTitle } from "@web/components/content/section";

// The values' icons, in the order of ABOUT_VALUES.
const VALUE_ICONS = [Eye, ShieldCheck, HeartHandshake, MapPin];

/** Mission, values, how we work and why only CDMX (for now). */
export function AboutStory() {
  const t = useText();
  return (
    <>
      <Section titleId="mision">
        <div className="max-w-3xl">
          <SectionTitle id="mision">{t(T.missionTitle)}</SectionTitle>
          <p className="mt-4 text-lg text-pretty text-slate-700">{t(T.mission)}</p>
          <p className="mt-4 text-pretty text-slate-600">{t(T.missionMore)}</p>
        </div>
        <dl className="mt-10 grid gap-4 sm:grid-cols-3 lg:gap-6">
          {ABOUT_FIGURES.map((figure) => (
            <div key={figure.value} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-card">
              <dt className="text-sm text-slate-600">{t(figure.label)}</dt>
              <dd className="order-first text-3xl font-semibold tracking-tight text-primary-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section titleId="valores" title={t(T.valuesTitle)} tone="primary">
        <IconTileGrid
          items={ABOUT_VALUES.map((value, i) => ({ Icon: VALUE_ICONS[i], ...t(value) }))}
          tile="borderless"
          className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6"
        />
      </Section>

      <Section titleId="equipo" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionTitle id="equipo">{t(T.teamTitle)}</SectionTitle>
          <p className="mt-4 text-pretty text-slate-600">{t(T.team)}</p>
          <p className="mt-4 text-pretty text-slate-600">{t(T.teamMore)}</p>
        </div>
        <div>
          <SectionTitle>{t(T.whyTitle)}</SectionTitle>
          <p className="mt-4 text-pretty text-slate-600">{t(T.why)}</p>
        </div>
      </Section>
    </>
  );
}
