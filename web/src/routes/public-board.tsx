import { useParams } from "react-router";
import { PublicBoardPage } from "@web/features/client-board/components/public-board-page";

export default function PublicBoardRoute() {
  const { token = "" } = useParams();
  return <PublicBoardPage key={token} token={token} />;
}
