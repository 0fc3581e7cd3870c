import type { Listing } from "../../../domain/listings/listing-schema";
import { publicAddress } from "../../../domain/listings/public-address";
import type { Colonia } from "../listings/colonia";
import { factValues } from "./facts";
import { columnValues } from "./fields";

// The columns a complete listing writes: its fields as they are, but for what the colonia
// gives (its places, its name as the neighborhood) and what buyers see. With "Mostrar solo
// la colonia" buyers see the colonia and its centre, never the pin (kept as pin_lat/pin_lng).
export function listingWrite(l: Listing, colonia: Colonia) {
  const hidden = l.hide_address && colonia.lat !== null && colonia.lng !== null;
  const remate = l.operation_type === "remate";
  const { lat, lng, ...fields } = l;
  return columnValues({
    ...fields,
    ...factValues(l),
    location_id: colonia.id,
    municipio_id: colonia.municipioId,
    estado_id: colonia.estadoId,
    neighborhood: colonia.name,
    interior: l.interior || null,
    address: publicAddress({ ...l, colonia: colonia.name, alcaldia: colonia.alcaldia }),
    pin_lat: lat,
    pin_lng: lng,
    lat: hidden ? colonia.lat! : lat,
    lng: hidden ? colonia.lng! : lng,
    appraisal_value: remate ? l.appraisal_value : null,
    legal_status: remate ? l.legal_status : null,
  });
}
