import type { AlcaldiaColonias } from "./types";

const LINDAVISTA = "Montevideo|Callao|Lima|Riobamba|Guayaquil|Otavalo|Cuzco|Av. Instituto Politécnico Nacional|Buenavista|Sierravista|Ticomán|Euler";
const VILLA = "Calz. de Guadalupe|Calz. de los Misterios|Fray Juan de Zumárraga|Av. Montiel|5 de Febrero|Av. Ferrocarril Hidalgo|Garrido";

export const GUSTAVO_A_MADERO: AlcaldiaColonias = {
  alcaldia: "Gustavo A. Madero",
  calles: ["Av. Instituto Politécnico Nacional", "Av. Insurgentes Norte", "Calz. Vallejo", "Av. Río de los Remedios", "Av. Eduardo Molina", "Calz. Ticomán", "Av. 608", "Av. Gran Canal", "Av. Talismán", "Calz. San Juan de Aragón"],
  colonias: [
    ["Lindavista", 19.4900, -99.1320, 34, 4, LINDAVISTA],
    ["Lindavista Norte", 19.4950, -99.1300, 34, 3, LINDAVISTA],
    ["Lindavista Sur", 19.4860, -99.1335, 33, 3, LINDAVISTA],
    ["Torres Lindavista", 19.4985, -99.1380, 30, 2, LINDAVISTA],
    ["Planetario Lindavista", 19.4920, -99.1240, 30, 2, LINDAVISTA],
    ["Valle del Tepeyac", 19.4860, -99.1410, 30, 2],
    ["Tepeyac Insurgentes", 19.4800, -99.1270, 29, 2],
    ["Industrial", 19.4760, -99.1250, 28, 2],
    ["Estrella", 19.4770, -99.1180, 27, 2],
    ["Guadalupe Tepeyac", 19.4740, -99.1100, 27, 2, VILLA],
    ["Villa Gustavo A. Madero", 19.4840, -99.1170, 25, 2, VILLA],
    ["Guadalupe Insurgentes", 19.4720, -99.1330, 26, 1],
    ["Magdalena de las Salinas", 19.4800, -99.1440, 27, 1],
    ["Nueva Industrial Vallejo", 19.4900, -99.1450, 28, 1],
    ["Residencial Zacatenco", 19.5030, -99.1290, 30, 2],
    ["San Pedro Zacatenco", 19.5100, -99.1190, 22, 1],
    ["Santa Isabel Tola", 19.4920, -99.1120, 22, 1],
    ["Martín Carrera", 19.4840, -99.1060, 22, 1],
    ["Gertrudis Sánchez", 19.4640, -99.1020, 22, 1],
    ["Bondojito", 19.4600, -99.1100, 22, 1],
    ["Aragón La Villa", 19.4720, -99.0980, 24, 1],
    ["Constitución de la República", 19.4780, -99.0990, 22, 1],
    ["Granjas Modernas", 19.4730, -99.0910, 22, 1],
    ["Casas Alemán", 19.4790, -99.0830, 21, 1],
    ["Providencia", 19.4830, -99.0750, 19, 1],
    ["San Juan de Aragón", 19.4640, -99.0760, 24, 2, "Av. 506|Av. 508|Av. 510|Av. 412|Av. Gran Canal|Calz. San Juan de Aragón|Av. 608"],
    ["Ticomán", 19.5170, -99.1300, 22, 1],
    ["Acueducto de Guadalupe", 19.5210, -99.1400, 20, 1],
    ["Cuautepec Barrio Alto", 19.5540, -99.1400, 14, 1],
    ["Cuautepec Barrio Bajo", 19.5440, -99.1420, 15, 1],
  ],
};
