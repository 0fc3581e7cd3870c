import type { AlcaldiaColonias } from "./types";

export const MILPA_ALTA: AlcaldiaColonias = {
  alcaldia: "Milpa Alta",
  calles: ["Av. Nuevo León", "Av. Jalisco", "Av. Yucatán", "Av. Constitución", "Av. Morelos", "Av. México", "Carr. Xochimilco-Oaxtepec", "Av. Hidalgo", "Av. Tamaulipas", "Av. Sonora"],
  colonias: [
    ["Villa Milpa Alta", 19.1920, -99.0230, 12, 2],
    ["San Antonio Tecómitl", 19.2170, -98.9890, 12, 1],
    ["San Pedro Atocpan", 19.2010, -99.0490, 11, 1],
    ["San Pablo Oztotepec", 19.1870, -99.0720, 10, 1],
    ["San Salvador Cuauhtenco", 19.1930, -99.0900, 10, 1],
    ["Santa Ana Tlacotenco", 19.1780, -98.9970, 9, 1],
    ["San Lorenzo Tlacoyucan", 19.1760, -99.0320, 9, 1],
    ["San Bartolomé Xicomulco", 19.2100, -99.0680, 10, 1],
    ["San Jerónimo Miacatlán", 19.1920, -99.0060, 10, 1],
    ["San Francisco Tecoxpa", 19.1940, -99.0010, 10, 1],
    ["San Agustín Ohtenco", 19.1905, -99.0150, 10, 1],
    ["San Juan Tepenáhuac", 19.1840, -98.9970, 9, 1],
  ],
};
