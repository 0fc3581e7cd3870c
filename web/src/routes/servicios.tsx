import { ServicesPage } from "@web/features/services-page/components/services-page";

export default function ServicesRoute() {
  return (
    <>
      <title>Servicios para rentar y comprar · Hogaria</title>
      <meta
        name="description"
        content="Renta segura, depósito cero, visitas 360, precalificación y asesoría gratis por WhatsApp."
      />
      <ServicesPage />
    </>
  );
}
