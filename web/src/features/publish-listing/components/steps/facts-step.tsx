import { AMENITIES } from "@domain/listings/amenities";
import { amenityName } from "@domain/listings/amenities";
import type { ListingForm } from "../../hooks/use-listing-form";
import { NumberField } from "../inputs";
import { FactGroup } from "../fact-fields";
import { useLang } from "@web/lib/i18n/lang-context";
import { PUBLISH_TEXT as T } from "@domain/listings/publish-text";

export function FactsStep({ form }: { form: ListingForm }) {
  const { values, errors, setField } = form;
  const lang = useLang();
  const type = values.property_type ?? "departamento";
  const isLand = type === "terreno";
  const features = values.features ?? [];
  const toggle = (name: string, on: boolean) => setField("features", on ? [...features, name] : features.filter((f) => f !== name));

  return (
    <div className="space-y-8">
      {!isLand && (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <NumberField
            name="bedrooms"
            label={T.bedrooms[lang]}
            value={values.bedrooms}
            onChange={(v) => setField("bedrooms", v ?? 0)}
            error={errors.bedrooms}
          />
          <NumberField
            name="bathrooms"
            label={T.bathrooms[lang]}
            step={0.5}
            value={values.bathrooms}
            onChange={(v) => setField("bathrooms", v ?? 0)}
            error={errors.bathrooms}
            hint={T.halfBath[lang]}
          />
          <NumberField
            name="parking_spaces"
            label={T.parking[lang]}
            value={values.parking_spaces}
            onChange={(v) => setField("parking_spaces", v ?? 0)}
            error={errors.parking_spaces}
          />
        </div>
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {!isLand && (
          <NumberField
            name="built_surface"
            label={T.built[lang]}
            suffix="m²"
            value={values.built_surface}
            onChange={(v) => setField("built_surface", v)}
            error={errors.built_surface}
          />
        )}
        <NumberField
          name="total_surface"
          label={(isLand ? T.lot : T.lotOptional)[lang]}
          suffix="m²"
          value={values.total_surface}
          onChange={(v) => setField("total_surface", v)}
          error={errors.total_surface}
        />
        {!isLand && (
          <NumberField
            name="age_years"
            label={T.age[lang]}
            suffix={T.years[lang]}
            value={values.age_years}
            onChange={(v) => setField("age_years", v)}
            error={errors.age_years}
            hint={T.newIsZero[lang]}
          />
        )}
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{T.amenities[lang]}</legend>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
          {AMENITIES[type].map((name) => (
            <label
              key={name}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary-700"
                checked={features.includes(name)}
                onChange={(e) => toggle(name, e.target.checked)}
              />
              {amenityName(name, lang)}
            </label>
          ))}
        </div>
        {errors.features && <p className="mt-1.5 text-sm text-danger-700">{errors.features}</p>}
      </fieldset>

      <FactGroup form={form} facts={["land_use", "pets", "furnishing"]} />
      <FactGroup form={form} facts={["elevador", "seguridad_24h", "cisterna", "gas_natural", "roof_garden"]} />
    </div>
  );
}
