import type { AlcaldiaColonias } from "./types";

export const TLAHUAC: AlcaldiaColonias = {
  alcaldia: "Tláhuac",
  calles: ["Av. Tláhuac", "Av. Tláhuac-Chalco", "Av. La Turba", "Av. Estanislao Ramírez", "Av. Juan de Dios Peza", "Av. Heberto Castillo", "Severino Ceniceros", "Av. Acueducto", "Cuitláhuac", "Gitana"],
  colonias: [
    ["San Pedro Tláhuac", 19.2860, -99.0050, 16, 2],
    ["Santa Catarina Yecahuízotl", 19.3120, -98.9650, 13, 1],
    ["San Francisco Tlaltenco", 19.2980, -99.0200, 15, 1],
    ["Santiago Zapotitlán", 19.3000, -99.0360, 15, 1],
    ["Zapotitla", 19.3070, -99.0400, 15, 1],
    ["Del Mar", 19.2970, -99.0530, 17, 1],
    ["Los Olivos", 19.3000, -99.0480, 16, 1],
    ["La Nopalera", 19.3000, -99.0580, 16, 1],
    ["San Juan Ixtayopan", 19.2440, -99.0070, 12, 1],
    ["San Andrés Mixquic", 19.2250, -98.9640, 11, 1],
    ["San Nicolás Tetelco", 19.2150, -98.9780, 11, 1],
  ],
};
