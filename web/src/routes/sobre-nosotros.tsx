import { PagePlaceholder } from "@web/components/page-placeholder";

export default function AboutPage() {
  return <PagePlaceholder title="Sobre nosotros" description="Quiénes somos y por qué hacemos Hogaria." />;
}
