import type { AlcaldiaColonias } from "./types";

const COAPA = "Calz. del Hueso|Av. Canal de Miramontes|Rancho Vista Hermosa|Calz. de las Bombas|Calz. Acoxpa|Av. Prol. División del Norte|Rancho Los Colorines";
const PEDREGAL_SUR = "Av. de las Fuentes|Fuente de Pirámides|Fuente de Trevi|Picacho|Periférico Sur|Zacatépetl|Xitle";

export const TLALPAN: AlcaldiaColonias = {
  alcaldia: "Tlalpan",
  calles: ["Av. Insurgentes Sur", "Calz. de Tlalpan", "Periférico Sur", "Carr. Picacho-Ajusco", "Av. San Fernando", "Av. Renato Leduc", "Viaducto Tlalpan", "Camino a Santa Teresa", "Av. Tlalpan", "Av. Acoxpa"],
  colonias: [
    ["Tlalpan Centro", 19.2920, -99.1670, 42, 4, "Madero|Hidalgo|Moneda|Juárez|Congreso|Abasolo|Guadalupe Victoria|Av. San Fernando|Calvario|Matamoros"],
    ["Toriello Guerra", 19.2990, -99.1600, 40, 2],
    ["Villa Coapa", 19.3010, -99.1290, 36, 3, COAPA],
    ["Ex Hacienda Coapa", 19.3070, -99.1310, 36, 2, COAPA],
    ["Granjas Coapa", 19.2980, -99.1280, 33, 1, COAPA],
    ["Residencial Acoxpa", 19.3020, -99.1360, 38, 1, COAPA],
    ["Prado Coapa", 19.2940, -99.1330, 34, 1, COAPA],
    ["Fuentes del Pedregal", 19.3020, -99.1870, 52, 3, PEDREGAL_SUR],
    ["Jardines en la Montaña", 19.2980, -99.1950, 46, 2, PEDREGAL_SUR],
    ["Parques del Pedregal", 19.3000, -99.1770, 42, 2],
    ["Peña Pobre", 19.3000, -99.1800, 40, 1],
    ["Isidro Fabela", 19.3000, -99.1720, 32, 1],
    ["Pedregal de San Nicolás", 19.2730, -99.2100, 22, 1],
    ["Héroes de Padierna", 19.2920, -99.2200, 26, 1],
    ["Lomas de Padierna", 19.2880, -99.2260, 24, 1],
    ["Jardines del Ajusco", 19.2740, -99.2000, 26, 1],
    ["Santa Úrsula Xitla", 19.2880, -99.1780, 30, 1],
    ["Tlalcoligia", 19.2850, -99.1700, 30, 1],
    ["La Joya", 19.2880, -99.1580, 32, 1],
    ["Arenal Tepepan", 19.2920, -99.1400, 30, 1],
    ["San Lorenzo Huipulco", 19.2960, -99.1500, 34, 1],
    ["Belisario Domínguez Sección XVI", 19.2960, -99.1450, 32, 1],
    ["Club de Golf México", 19.2780, -99.1520, 46, 2],
    ["Chimalcoyoc", 19.2790, -99.1610, 32, 1],
    ["San Pedro Mártir", 19.2650, -99.1780, 28, 1],
    ["San Andrés Totoltepec", 19.2440, -99.1740, 24, 1],
    ["San Miguel Ajusco", 19.2200, -99.2030, 16, 1],
    ["San Miguel Topilejo", 19.2020, -99.1410, 15, 1],
  ],
};
