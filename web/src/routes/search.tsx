import { useLocation, useSearchParams } from "react-router";
import { MapPin } from "lucide-react";
import { PagePlaceholder } from "@web/components/page-placeholder";
import { bedroomLabel, propertyTypesFor, type Operation } from "@web/lib/search-filters";

const TITLES: Record<string, string> = {
  comprar: "Casas y departamentos en venta",
  rentar: "Casas y departamentos en renta",
  remate: "Casas y departamentos en remate",
};

/** /comprar, /rentar and /remate share this page; results come in a later issue. */
export default function SearchPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const section = pathname.split("/")[1] ?? "comprar";
  const location = params.get("location")?.trim();
  const title = `${TITLES[section] ?? TITLES.comprar}${location ? ` en ${location}` : ""}`;
  const filters = describeFilters(section, params);

  return (
    <PagePlaceholder title={title} description="Muy pronto verás aquí los resultados de tu búsqueda.">
      {filters.length > 0 && (
        <ul aria-label="Filtros" className="mt-5 flex flex-wrap justify-center gap-2">
          {filters.map((f) => (
            <li key={f} className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">
              {f.startsWith("Ciudad") && <MapPin aria-hidden="true" className="size-3.5" />}
              {f}
            </li>
          ))}
        </ul>
      )}
    </PagePlaceholder>
  );
}

function describeFilters(section: string, params: URLSearchParams): string[] {
  const out: string[] = [];
  if (params.get("estado") === "cdmx") out.push("Ciudad de México");
  const tipo = params.get("tipo");
  const operation: Operation = section === "rentar" ? "rentar" : "comprar";
  const type = propertyTypesFor(operation).find((t) => t.value === tipo);
  if (type) out.push(type.label);
  const bedrooms = Number(params.get("recamaras"));
  if (Number.isInteger(bedrooms) && bedrooms >= 1 && bedrooms <= 5) {
    out.push(`${bedroomLabel(bedrooms)} ${bedrooms === 1 ? "recámara" : "recámaras"}`);
  }
  return out;
}
