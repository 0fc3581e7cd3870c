import { Link } from "react-router";
import { BrandLogo } from "@web/components/brand-logo";
import { Container } from "@web/components/ui/container";
import { yearInMexicoCity } from "@domain/format/date";
import { useSiteConfig } from "@web/lib/site-config";
import { copyrightYears } from "../copyright";
import { LanguageSwitch } from "./language-switch";
import { SocialLinks } from "./social-links";

const COMPANY_LINKS = [
  { label: "Sobre nosotros", to: "/sobre-nosotros" },
  { label: "Qué ofrece Hogaria", to: "/que-ofrece-hogaria" },
  { label: "Términos y condiciones", to: "/terminos" },
  { label: "Aviso de privacidad", to: "/privacidad" },
  { label: "Precios", to: "/precios" },
  { label: "Servicios", to: "/servicios" },
];

const EXPLORE_LINKS = [
  { label: "Comprar en CDMX", to: "/comprar" },
  { label: "Rentar en CDMX", to: "/rentar" },
  { label: "Remates", to: "/remate" },
  { label: "Buscar inmobiliarias", to: "/buscar-inmobiliarias" },
];

const linkClasses = "inline-flex min-h-11 items-center text-slate-300 transition-colors hover:text-white sm:min-h-9";

export function SiteFooter() {
  // A server-rendered page carries the settings (and the server's year) in its state, so the
  // hydrated footer matches; a page rendered in the browser uses its clock until they arrive.
  const { data: config } = useSiteConfig();
  const year = config?.current_year ?? yearInMexicoCity();
  return (
    <footer className="on-dark bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] lg:py-16">
        <div className="max-w-sm">
          <Link to="/" aria-label="Hogaria, ir al inicio" className="inline-flex rounded-lg">
            <BrandLogo tone="light" />
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-slate-400">
            Casas y departamentos en la Ciudad de México, con precios en pesos y asesoría cercana para rentar o comprar sin sorpresas.
          </p>
          <div className="mt-6">
            <SocialLinks links={config?.social_links ?? {}} />
          </div>
        </div>
        <FooterColumn title="Empresa" links={COMPANY_LINKS} />
        <FooterColumn title="Explora" links={EXPLORE_LINKS} />
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col-reverse items-start gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">© {copyrightYears(year)} Hogaria. Todos los derechos reservados.</p>
          <LanguageSwitch />
        </Container>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
