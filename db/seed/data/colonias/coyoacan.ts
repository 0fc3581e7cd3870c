import type { AlcaldiaColonias } from "./types";

const COYOACAN = "Francisco Sosa|Higuera|Carrillo Puerto|Allende|Fernández Leal|Malintzin|Abasolo|Aguayo|Tres Cruces|Londres|Berlín|Viena|Xicoténcatl|Centenario|Ayuntamiento|Av. Hidalgo|Pacífico|Caballocalco";
const COPILCO = "Av. Universidad|Filosofía y Letras|Cerro del Agua|Copilco|Teotihuacanos|Otomíes|Cuicuilco";
const PEDREGALES = "Av. Aztecas|Papalotl|Ahuanusco|Coyamel|Tepetlapa|Anacahuita|Av. Delfín Madrigal|Rey Cuauhtémoc";
const TAXQUENA = "Av. Taxqueña|Calz. de Tlalpan|Av. Canal de Miramontes|Cerro San Francisco|Av. Santa Ana|Árbol del Fuego|Rosa Blanca";

export const COYOACAN_COLONIAS: AlcaldiaColonias = {
  alcaldia: "Coyoacán",
  calles: ["Av. Miguel Ángel de Quevedo", "Av. Universidad", "Av. Pacífico", "Av. Santa Ana", "Calz. de Tlalpan", "Av. División del Norte", "Av. Río Churubusco", "Av. Aztecas", "Av. Canal de Miramontes", "Av. Taxqueña"],
  colonias: [
    ["Coyoacán Centro", 19.3500, -99.1620, 56, 5, COYOACAN],
    ["Del Carmen", 19.3520, -99.1580, 58, 5, COYOACAN],
    ["Santa Catarina", 19.3460, -99.1680, 55, 3, COYOACAN],
    ["Barrio La Concepción", 19.3450, -99.1600, 54, 2, COYOACAN],
    ["Barrio San Lucas", 19.3440, -99.1520, 50, 2, COYOACAN],
    ["El Rosedal", 19.3470, -99.1500, 48, 1],
    ["Parque San Andrés", 19.3360, -99.1430, 44, 2],
    ["Ciudad Jardín", 19.3420, -99.1410, 42, 2],
    ["Country Club Churubusco", 19.3560, -99.1470, 50, 2],
    ["Campestre Churubusco", 19.3460, -99.1470, 46, 2],
    ["Prado Churubusco", 19.3530, -99.1330, 40, 1],
    ["San Diego Churubusco", 19.3570, -99.1520, 46, 2],
    ["Paseos de Taxqueña", 19.3380, -99.1270, 36, 2, TAXQUENA],
    ["Petrolera Taxqueña", 19.3400, -99.1330, 36, 1, TAXQUENA],
    ["Educación", 19.3360, -99.1310, 35, 1],
    ["Avante", 19.3350, -99.1300, 34, 1],
    ["Atlántida", 19.3380, -99.1500, 42, 1],
    ["Copilco", 19.3380, -99.1800, 44, 4, COPILCO],
    ["Copilco Universidad", 19.3390, -99.1820, 43, 2, COPILCO],
    ["Romero de Terreros", 19.3440, -99.1790, 52, 3, "Av. Universidad|Av. Miguel Ángel de Quevedo|Cerro del Agua|Paseo del Río|Tecualiapan|Melchor Ocampo"],
    ["Oxtopulco Universidad", 19.3440, -99.1820, 50, 1],
    ["Ciudad Universitaria", 19.3270, -99.1860, 40, 1],
    ["Pedregal de Santo Domingo", 19.3260, -99.1680, 24, 2, PEDREGALES],
    ["Ajusco", 19.3240, -99.1600, 24, 1, PEDREGALES],
    ["Pedregal de Santa Úrsula", 19.3160, -99.1570, 23, 1, PEDREGALES],
    ["Santa Úrsula Coapa", 19.3100, -99.1490, 26, 1],
    ["Pedregal de Carrasco", 19.3130, -99.1640, 30, 1],
    ["Culhuacán CTM", 19.3240, -99.1160, 24, 2],
    ["Alianza Popular Revolucionaria", 19.3170, -99.1270, 25, 1],
    ["Villa Quietud", 19.3030, -99.1250, 32, 1],
  ],
};
