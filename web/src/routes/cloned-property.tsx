import { useParams, useSearchParams } from "react-router";
import { ClonedPropertyPage } from "@web/features/client-board/components/cloned-property-page";
import NotFoundPage from "./not-found";

export default function ClonedPropertyRoute() {
  const { clonedPropertyId = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token");
  return <ClonedPropertyPage key={`${clonedPropertyId}:${token}`} id={clonedPropertyId} token={token} notFound={<NotFoundPage />} />;
}
