import { PagePlaceholder } from "@web/components/page-placeholder";

export default function WhatWeOfferPage() {
  return <PagePlaceholder title="Qué ofrece Hogaria" description="Todo lo que Hogaria hace por familias, agentes e inmobiliarias." />;
}
