import L from "leaflet";

// The house pin of Hogaria's small maps (a listing's place, the pin an agent drags).
const PIN = `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1Z" fill="#0f766e" stroke="#fff" stroke-width="2"/><path d="M16 8.5 8.8 14.4a.8.8 0 0 0 .5 1.4H11v5.6c0 .6.5 1.1 1.1 1.1h7.8c.6 0 1.1-.5 1.1-1.1v-5.6h1.7a.8.8 0 0 0 .5-1.4Z" fill="#fff"/></svg>`;

export const housePinIcon = () => L.divIcon({ html: PIN, className: "hg-pin", iconSize: [32, 42], iconAnchor: [16, 41] });
