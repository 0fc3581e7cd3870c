import { useEffect, useState } from "react";
import { afterHydrationModule } from "@web/lib/after-hydration-module";
import type { ShareKind } from "../api/property-shares";
import { SharePanelFrame } from "./share-panel-frame";

// The panel (its mutations, its list of links) is its own chunk, for agents only. The page
// the worker renders, and its hydration, hold a stand-in drawn the same; the panel replaces
// it once its chunk is here, making the link the stand-in was already asked for.
const sharePanel = afterHydrationModule(() => import("./share-with-client-panel"));

/** 'Compartir con cliente' on a listing's page, for signed-in agents and agencies. */
export function SharePanelSlot({ propertyId }: { propertyId: string }) {
  const SharePanel = sharePanel.useModule()?.default;
  const [asked, setAsked] = useState<ShareKind | null>(null);
  useEffect(() => void sharePanel.load(), []);

  if (SharePanel) return <SharePanel propertyId={propertyId} create={asked} />;
  return (
    <SharePanelFrame
      busy={asked}
      onCreate={(kind) => {
        setAsked(kind);
        void sharePanel.load();
      }}
    />
  );
}
