import { Link } from "react-router";
import { sectionPath } from "@domain/properties/sections";
import { Container } from "@web/components/ui/container";

const COLUMNS = [
  {
    title: "Búsquedas populares",
    links: [
      "Departamentos en renta en CDMX",
      "Casas en venta en CDMX",
      "Departamentos amueblados",
      "Casas con jardín",
      "Departamentos pet friendly",
      "Departamentos con roof garden",
      "Casas en condominio",
      "Oficinas en renta",
    ],
  },
  {
    title: "También buscaron",
    links: [
      "Departamentos en Narvarte",
      "Casas en Tlalpan",
      "Departamentos en Escandón",
      "Casas en Coyoacán",
      "Departamentos en Santa Fe",
      "Casas en San Ángel",
      "Departamentos en la Juárez",
    ],
  },
  {
    title: "Consultas frecuentes",
    links: [
      "Departamentos de 2 recámaras",
      "Casas de 3 recámaras",
      "Departamentos cerca del metro",
      "Departamentos económicos en renta",
      "Casas con estacionamiento",
      "Departamentos para estudiantes",
      "Lofts en renta",
    ],
  },
];

/** Three columns of handy searches; they all lead to /comprar for now. */
export function PopularLinks() {
  return (
    <section aria-label="Más búsquedas" className="border-t border-slate-200 bg-slate-50">
      <Container className="grid gap-10 py-14 sm:grid-cols-3">
        {COLUMNS.map((column, i) => (
          <nav key={column.title} aria-labelledby={`popular-col-${i}`}>
            <h2 id={`popular-col-${i}`} className="font-semibold text-slate-900">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-0.5">
              {column.links.map((label) => (
                <li key={label}>
                  <Link
                    to={sectionPath("comprar")}
                    className="inline-flex min-h-11 items-center text-sm text-slate-600 hover:text-primary-800 hover:underline sm:min-h-9"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
    </section>
  );
}
