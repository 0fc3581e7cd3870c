import type { AlcaldiaColonias } from "./types";

export const XOCHIMILCO: AlcaldiaColonias = {
  alcaldia: "Xochimilco",
  calles: ["Av. Guadalupe I. Ramírez", "Prol. División del Norte", "Av. Nuevo León", "16 de Septiembre", "Pedro Ramírez del Castillo", "Av. Morelos", "Av. México", "Calz. Xochimilco-Tulyehualco", "Francisco Goitia", "Periférico Sur"],
  colonias: [
    ["Xochimilco Centro", 19.2616, -99.1040, 22, 3, "Av. Guadalupe I. Ramírez|Pino|16 de Septiembre|Pedro Ramírez del Castillo|Av. Nuevo León|Av. Morelos|Madero"],
    ["Barrio San Marcos", 19.2590, -99.1010, 21, 1],
    ["Barrio 18", 19.2650, -99.0970, 20, 1],
    ["La Noria", 19.2670, -99.1220, 24, 1],
    ["Potrero de San Bernardino", 19.2710, -99.1180, 22, 1],
    ["San Lorenzo La Cebada", 19.2760, -99.1070, 20, 1],
    ["Jardines del Sur", 19.2850, -99.1190, 24, 1],
    ["Santa María Tepepan", 19.2730, -99.1330, 26, 2],
    ["Santa María Nativitas", 19.2480, -99.0900, 18, 1],
    ["Santa Cruz Acalpixca", 19.2530, -99.0720, 16, 1],
    ["San Gregorio Atlapulco", 19.2520, -99.0540, 15, 1],
    ["San Luis Tlaxialtemalco", 19.2460, -99.0350, 14, 1],
    ["Santiago Tulyehualco", 19.2540, -99.0110, 14, 1],
    ["Santa Cecilia Tepetlapa", 19.2370, -99.1130, 15, 1],
    ["San Lucas Xochimanca", 19.2320, -99.1150, 15, 1],
    ["San Mateo Xalpa", 19.2220, -99.1230, 14, 1],
  ],
};
