/** Mexico City, for a search without a place or results yet. */
export const CDMX_CENTER: [lat: number, lng: number] = [19.4326, -99.1332];
export const CDMX_ZOOM = 11;

/** How close to come to a place's centre when there is nothing else to fit. */
export const PLACE_ZOOM: Record<string, number> = { estado: 11, municipio: 13, colonia: 15 };

/** The commute's point picker: the zoom it opens at, and how far (px) one arrow key moves it. */
export const DESTINATION_ZOOM = 15;
export const DESTINATION_KEY_STEP = 80;
