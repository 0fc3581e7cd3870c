import { AgencyDirectory } from "@web/features/agency-directory/components/agency-directory";

export default function AgenciesPage() {
  return (
    <>
      <title>Buscar inmobiliarias en CDMX · Hogaria</title>
      <meta name="description" content="Inmobiliarias de la Ciudad de México por nombre y alcaldía, con sus propiedades publicadas." />
      <AgencyDirectory />
    </>
  );
}
