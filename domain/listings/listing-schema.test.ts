import { describe, expect, it } from "vitest";
import { appraisalDiscount } from "./legal-status";
import { LISTING_MESSAGES as M } from "./listing-messages";
import {
  firstStepWithError,
  LISTING_STEPS,
  listingDraftSchema,
  listingErrors,
  listingSchema,
  suggestTitle,
  type ListingDraft,
} from "./listing-schema";
import { interiorLabel, keptStreet, publicAddress, publicStreet } from "./public-address";
import { checkImportRow } from "../listing-imports/row-check";

const DESCRIPTION = "Departamento luminoso con vista a un parque, cocina integral y un balcón que da al poniente.";

// A complete listing of each operation, as the form would send it.
const renta: ListingDraft = {
  operation_type: "renta",
  property_type: "departamento",
  location_id: "roma-norte",
  street: "Durango 123",
  interior: "301",
  lat: 19.419,
  lng: -99.162,
  hide_address: false,
  price: 25_000,
  maintenance: 1_500,
  bedrooms: 2,
  bathrooms: 1.5,
  parking_spaces: 1,
  built_surface: 85,
  total_surface: null,
  age_years: 10,
  features: ["Balcón"],
  pets: "si",
  furnishing: "no",
  elevador: "si",
  title: "Departamento en renta en Roma Norte",
  description: DESCRIPTION,
};
const venta: ListingDraft = {
  operation_type: "venta",
  property_type: "casa",
  location_id: "del-valle-centro",
  street: "Pilares 45",
  lat: 19.38,
  lng: -99.17,
  price: 8_500_000,
  bedrooms: 3,
  bathrooms: 2.5,
  parking_spaces: 2,
  built_surface: 220,
  total_surface: 180,
  features: ["Jardín", "Chimenea"],
  title: "Casa en venta en Del Valle Centro",
  description: "Casa de tres niveles con jardín, estudio, cuarto de servicio y dos lugares de estacionamiento.",
};
const remate: ListingDraft = {
  operation_type: "remate",
  property_type: "departamento",
  location_id: "narvarte-poniente",
  street: "Eje Central 800",
  lat: 19.39,
  lng: -99.15,
  price: 2_040_000,
  appraisal_value: 3_000_000,
  legal_status: "adjudicada",
  bedrooms: 2,
  bathrooms: 1,
  parking_spaces: 1,
  built_surface: 70,
  title: "Departamento en remate en Narvarte",
  description: "Remate bancario adjudicado, listo para escriturar. Segundo piso, dos recámaras y un baño completo.",
};
const terreno: ListingDraft = {
  operation_type: "venta",
  property_type: "terreno",
  location_id: "san-angel",
  street: "Camino al Desierto 10",
  lat: 19.34,
  lng: -99.19,
  price: 12_000_000,
  bedrooms: 0,
  bathrooms: 0,
  parking_spaces: 0,
  total_surface: 600,
  features: ["Terreno plano", "Esquina"],
  title: "Terreno en venta en San Ángel",
  description: "Terreno plano en esquina con uso de suelo habitacional, todos los servicios y escrituras en orden.",
};

const errorsOf = (draft: ListingDraft) => listingErrors(draft);

describe("listingSchema: complete listings", () => {
  it.each([
    ["renta", renta],
    ["venta", venta],
    ["remate", remate],
    ["terreno en venta", terreno],
  ])("accepts a complete %s", (_name, listing) => {
    const parsed = listingSchema.safeParse(listing);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(listingErrors(listing)).toEqual({});
  });

  it("fills the optional fields with their defaults", () => {
    const parsed = listingSchema.parse(venta);
    expect(parsed).toMatchObject({
      interior: "",
      hide_address: false,
      maintenance: null,
      appraisal_value: null,
      legal_status: null,
      age_years: null,
      pets: null,
      furnishing: null,
      credits: null,
      deposit_months: null,
      maintenance_included: null,
    });
  });
});

describe("listingSchema: each message at its field", () => {
  it.each([
    ["title shorter than 10", { title: "Depa" }, "title", M.titleLength],
    ["title longer than 90", { title: "x".repeat(91) }, "title", M.titleLength],
    ["title of only spaces", { title: "  \t\n  " }, "title", M.titleRequired],
    ["missing title", { title: undefined }, "title", M.titleRequired],
    ["description shorter than 50", { description: "Bonito depa." }, "description", M.descriptionLength],
    ["description longer than 5000", { description: "a".repeat(5001) }, "description", M.descriptionLength],
    ["description short once its spaces are tidied", { description: `Corto${" ".repeat(60)}.` }, "description", M.descriptionLength],
    ["missing street", { street: undefined }, "street", M.streetRequired],
    ["street of 2 characters", { street: "A1" }, "street", M.streetMin],
    ["street over 120", { street: "C".repeat(121) }, "street", M.streetMax],
    ["interior over 30", { interior: "x".repeat(31) }, "interior", M.interiorMax],
    ["pin north of CDMX", { lat: 20.5 }, "lat", M.pin],
    ["pin in Puebla", { lng: -98.2 }, "lng", M.pin],
    ["price with cents", { price: 25_000.5 }, "price", M.priceNumber],
    ["price 0", { price: 0 }, "price", M.priceNumber],
    ["a rent of 50,000,000", { price: 50_000_000 }, "price", M.priceRange("renta")],
    ["a rent of 500", { price: 500 }, "price", M.priceRange("renta")],
    ["superficie 0", { built_surface: 0 }, "built_surface", M.surfacePositive],
    ["negative superficie", { built_surface: -20 }, "built_surface", M.surfacePositive],
    ["bathrooms 2.3", { bathrooms: 2.3 }, "bathrooms", M.bathrooms],
    ["no bathroom in a home", { bathrooms: 0 }, "bathrooms", M.bathroomsRequired],
    ["bedrooms -1", { bedrooms: -1 }, "bedrooms", M.bedrooms],
    ["bedrooms 1.5", { bedrooms: 1.5 }, "bedrooms", M.bedrooms],
    ["age 300", { age_years: 300 }, "age_years", M.age],
    ["an unknown amenity", { features: ["Helipuerto"] }, "features", M.amenity],
    ["an amenity of another type", { features: ["Jardín"] }, "features", M.amenityForType],
    ["an unknown operation", { operation_type: "permuta" }, "operation_type", M.operation],
    ["an unknown type", { property_type: "castillo" }, "property_type", M.propertyType],
    ["a location id with spaces", { location_id: "roma norte" }, "location_id", M.location],
    ["a cuota of the whole rent", { maintenance: 25_000 }, "maintenance", M.maintenanceAboveRent],
    ["a cuota greater than the rent", { maintenance: 30_000 }, "maintenance", M.maintenanceAboveRent],
    ["a cuota with «Incluida en la renta»", { maintenance: 1_500, maintenance_included: true }, "maintenance", M.maintenanceIncludedAmount],
    ["a pet policy it does not know", { pets: "quiza" }, "pets", M.factChoice("Acepta mascotas")],
    ["a credit it does not know", { credits: ["fonacot"] }, "credits", M.factChoice("Créditos aceptados")],
    ["a deposit of 7 months", { deposit_months: 7 }, "deposit_months", M.depositMonths],
    ["a deposit of a third of a month", { deposit_months: 1.3 }, "deposit_months", M.depositMonths],
    ["a negative deposit", { deposit_months: -1 }, "deposit_months", M.depositMonths],
  ])("refuses %s", (_name, change, field, message) => {
    const errors = errorsOf({ ...renta, ...(change as ListingDraft) });
    expect(errors[field]).toBe(message);
  });

  it("refuses a sale's cuota over the limit as too high", () => {
    expect(errorsOf({ ...venta, maintenance: 600_000 }).maintenance).toBe(M.maintenanceHigh);
  });

  it("keeps every fact that applies, and clears (never refuses) one that does not", () => {
    const rental = listingSchema.parse({
      ...renta,
      guarantee: "poliza-o-aval",
      deposit_months: 1.5,
      maintenance: null,
      maintenance_included: true,
      credits: ["infonavit"],
      land_use: "comercial",
    });
    expect(rental).toMatchObject({ pets: "si", elevador: "si", guarantee: "poliza-o-aval", deposit_months: 1.5, maintenance_included: true });
    // Credits are a sale's, uso de suelo a commercial listing's.
    expect(rental).toMatchObject({ credits: null, land_use: null });
    const sale = listingSchema.parse({ ...venta, credits: ["infonavit", "contado"], pets: "restricciones", deposit_months: 2, guarantee: "aval" });
    expect(sale).toMatchObject({ credits: ["infonavit", "contado"], pets: "restricciones", deposit_months: null, guarantee: null });
    const office = listingSchema.parse({ ...venta, property_type: "oficina", features: [], pets: "si", land_use: "mixto", elevador: "no" });
    expect(office).toMatchObject({ pets: null, land_use: "mixto", elevador: "no" });
  });

  it("refuses a venta of 5,000 with the sale range message", () => {
    const errors = errorsOf({ ...venta, price: 5_000 });
    expect(errors.price).toBe(M.priceRange("venta"));
    expect(errors.price).toMatch(/^El precio debe estar entre \$100,000 y \$1,000,000,000\.$/);
  });

  it("says the rent range in pesos", () => {
    expect(errorsOf({ ...renta, price: 50_000_000 }).price).toMatch(/^La renta mensual debe estar entre \$1,000 y \$2,000,000\.$/);
  });

  it("accepts bathrooms in halves", () => {
    expect(errorsOf({ ...renta, bathrooms: 2.5 })).toEqual({});
    expect(errorsOf({ ...renta, bathrooms: 3 })).toEqual({});
  });

  it("keeps the description's line breaks and every character, markup as text", () => {
    const description =
      "Primer párrafo con <b>mucha</b> luz, vigilancia 24/7 y 1/2 baño.\r\n\r\n\r\nSegundo párrafo: “Loft” de 3/4 de hectárea <script>alert(1)</script>.";
    const parsed = listingSchema.parse({ ...renta, description });
    expect(parsed.description).toBe(
      "Primer párrafo con <b>mucha</b> luz, vigilancia 24/7 y 1/2 baño.\n\nSegundo párrafo: “Loft” de 3/4 de hectárea <script>alert(1)</script>.",
    );
  });

  it("keeps an imported row's title, description and interior as written, as the form does", () => {
    const title = "“Loft” H3/50/20 con 1/2 baño";
    const description = `${DESCRIPTION} Vigilancia 24/7, "roof garden" y 3/4 de hectárea de jardín.`;
    const checked = checkImportRow({ ...renta, title, description, interior: "H3/50/20" });
    expect(checked).toMatchObject({ ok: true, draft: { title, description, interior: "H3/50/20" } });
  });

  it("keeps the title, street and interior as written, only tidying their spaces", () => {
    const parsed = listingSchema.parse({ ...renta, title: '  Depa "amplio"   en Roma 24/7 ', street: "Durango 123/B", interior: "H3/50/20" });
    expect(parsed.title).toBe('Depa "amplio" en Roma 24/7');
    expect(parsed.street).toBe("Durango 123/B");
    expect(parsed.interior).toBe("H3/50/20");
  });

  it("refuses a terreno with recámaras or baños", () => {
    const errors = errorsOf({ ...terreno, bedrooms: 2, bathrooms: 1 });
    expect(errors.bedrooms).toBe(M.landRooms);
    expect(errors.bathrooms).toBe(M.landRooms);
  });

  it("refuses a terreno without its land surface", () => {
    expect(errorsOf({ ...terreno, total_surface: null }).total_surface).toBe(M.landSurface);
  });

  it("refuses a casa without built surface", () => {
    expect(errorsOf({ ...venta, built_surface: null }).built_surface).toBe(M.builtSurface);
    expect(errorsOf({ ...venta, built_surface: undefined }).built_surface).toBe(M.builtSurface);
  });

  it("refuses a remate without appraisal or legal status", () => {
    const errors = errorsOf({ ...remate, appraisal_value: null, legal_status: null });
    expect(errors.appraisal_value).toBe(M.appraisalRequired);
    expect(errors.legal_status).toBe(M.legalStatusRequired);
    expect(errorsOf({ ...remate, appraisal_value: undefined }).appraisal_value).toBe(M.appraisalRequired);
  });

  it("refuses an appraisal below the remate price, and accepts one equal to it", () => {
    expect(errorsOf({ ...remate, appraisal_value: 2_000_000 }).appraisal_value).toBe(M.appraisalBelowPrice);
    expect(errorsOf({ ...remate, appraisal_value: remate.price! })).toEqual({});
  });

  it("refuses an unknown legal status", () => {
    expect(errorsOf({ ...remate, legal_status: "embargada" as never }).legal_status).toBe(M.legalStatus);
  });

  it("does not ask a venta or a renta for appraisal or legal status", () => {
    expect(errorsOf({ ...venta, appraisal_value: null, legal_status: null })).toEqual({});
  });

  it("reports every missing required field of an empty listing", () => {
    const errors = errorsOf({});
    expect(errors).toMatchObject({
      operation_type: M.operation,
      property_type: M.propertyType,
      location_id: M.location,
      street: M.streetRequired,
      lat: M.pin,
      lng: M.pin,
      price: M.priceNumber,
      title: M.titleRequired,
      description: M.descriptionRequired,
    });
    // Counts left empty are none: not an error of their own.
    expect(errors).not.toHaveProperty("bedrooms");
    expect(errors).not.toHaveProperty("parking_spaces");
  });
});

describe("listingDraftSchema", () => {
  it("accepts an empty draft and any subset of valid fields", () => {
    expect(listingDraftSchema.parse({})).toEqual({});
    expect(listingDraftSchema.parse({ operation_type: "renta", price: 25_000 })).toEqual({ operation_type: "renta", price: 25_000 });
    // A rent of 50 million is only wrong once the operation is known: a draft keeps it.
    expect(listingDraftSchema.safeParse({ price: 50_000_000 }).success).toBe(true);
  });

  it("keeps the text fields as written", () => {
    expect(listingDraftSchema.parse({ title: " Depa <b>bonito</b>  en Roma " })).toEqual({ title: "Depa <b>bonito</b> en Roma" });
  });

  it("refuses an invalid field with its message at that field", () => {
    const parsed = listingDraftSchema.safeParse({ title: "Depa", price: 25_000 });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["title", M.titleLength]]);
  });

  it("refuses unknown keys", () => {
    const parsed = listingDraftSchema.safeParse({ title: "Departamento en Roma", status: "publicada" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toEqual([M.unknownFields(["status"])]);
    expect(M.unknownFields(["status"])).toBe("Estos datos no forman parte de una propiedad: status.");
  });
});

describe("suggestTitle", () => {
  it("builds a title from type, operation, colonia and bedrooms", () => {
    expect(suggestTitle({ property_type: "departamento", operation_type: "renta", colonia: "Roma Norte", bedrooms: 2 })).toBe(
      "Departamento en renta en Roma Norte, 2 recámaras",
    );
    expect(suggestTitle({ property_type: "casa", operation_type: "venta", colonia: "Coyoacán", bedrooms: 1 })).toBe(
      "Casa en venta en Coyoacán, 1 recámara",
    );
    expect(suggestTitle({ property_type: "casa-condominio", operation_type: "remate" })).toBe("Casa en condominio en remate");
  });

  it("leaves out the rooms of a terreno and zero rooms", () => {
    expect(suggestTitle({ property_type: "terreno", operation_type: "venta", colonia: "San Ángel", bedrooms: 3 })).toBe(
      "Terreno en venta en San Ángel",
    );
    expect(suggestTitle({ property_type: "oficina", operation_type: "renta", colonia: "Polanco", bedrooms: 0 })).toBe("Oficina en renta en Polanco");
  });

  it("is empty until type and operation are known, and never longer than a title may be", () => {
    expect(suggestTitle({ property_type: "casa" })).toBe("");
    expect(suggestTitle({ operation_type: "venta" })).toBe("");
    const long = suggestTitle({ property_type: "bodega-comercial", operation_type: "renta", colonia: "Colonia ".repeat(20), bedrooms: 0 });
    expect(long.length).toBe(90);
    expect(listingDraftSchema.safeParse({ title: suggestTitle({ property_type: "casa", operation_type: "venta" }) }).success).toBe(true);
  });
});

describe("firstStepWithError", () => {
  const step = (id: string) => LISTING_STEPS.findIndex((s) => s.id === id);

  it.each([
    [{ operation_type: "x" }, "operacion"],
    [{ street: "x", lat: "x" }, "ubicacion"],
    [{ price: "x" }, "precio"],
    [{ appraisal_value: "x" }, "precio"],
    [{ bathrooms: "x", built_surface: "x" }, "caracteristicas"],
    [{ features: "x" }, "caracteristicas"],
    [{ description: "x" }, "descripcion"],
    [{ title: "x", location_id: "x" }, "ubicacion"],
    [{ photos: "x" }, "fotos"],
  ])("sends %o to %s", (errors, id) => {
    expect(firstStepWithError(errors)).toBe(step(id));
  });

  it("sends a listing without errors to the review step", () => {
    expect(firstStepWithError({})).toBe(step("revision"));
  });

  it("maps the errors of a real draft", () => {
    expect(firstStepWithError(listingErrors({ ...renta, description: "Corta." }))).toBe(step("descripcion"));
    expect(firstStepWithError(listingErrors({ ...remate, legal_status: null }))).toBe(step("precio"));
    expect(firstStepWithError(listingErrors({ ...venta, built_surface: null }))).toBe(step("caracteristicas"));
  });
});

describe("publicAddress", () => {
  it("shows street, interior and colonia", () => {
    expect(publicAddress({ street: " Durango 123 ", interior: " 301 ", hide_address: false, colonia: "Roma Norte", alcaldia: "Cuauhtémoc" })).toBe(
      "Durango 123 int. 301, Roma Norte",
    );
    expect(publicAddress({ street: "Durango 123", interior: "", hide_address: false, colonia: "Roma Norte" })).toBe("Durango 123, Roma Norte");
    expect(publicAddress({ street: "Durango 123", interior: null, hide_address: false, colonia: "Roma Norte" })).toBe("Durango 123, Roma Norte");
  });

  it("writes 'int.' once before a number, and keeps an interior the agent named with a word", () => {
    const address = (interior: string) => publicAddress({ street: "Durango 123", interior, hide_address: false, colonia: "Roma Norte" });
    expect(address("Depto 302")).toBe("Durango 123 Depto 302, Roma Norte");
    expect(address("int. 301")).toBe("Durango 123 int. 301, Roma Norte");
    expect(address("Interior 4B")).toBe("Durango 123 int. 4B, Roma Norte");
    expect(address("#12")).toBe("Durango 123 int. 12, Roma Norte");
    expect(address("Núm. int. 5")).toBe("Durango 123 int. 5, Roma Norte");
    expect(address("int.")).toBe("Durango 123, Roma Norte");
    expect(interiorLabel("Local  5")).toBe("Local 5");
    expect(interiorLabel("piso 7")).toBe("piso 7");
    expect(interiorLabel("PH")).toBe("int. PH");
    expect(interiorLabel("Interiores")).toBe("Interiores");
  });

  it("shows only colonia and alcaldía when the address is hidden", () => {
    const hidden = publicAddress({ street: "Durango 123", interior: "301", hide_address: true, colonia: "Roma Norte", alcaldia: "Cuauhtémoc" });
    expect(hidden).toBe("Roma Norte, Cuauhtémoc");
    expect(hidden).not.toContain("Durango");
    expect(publicAddress({ street: "Durango 123", hide_address: true, colonia: "Roma Norte", alcaldia: null })).toBe("Roma Norte");
  });

  it("is built from its street part, which a card shows under the colonia (none when hidden)", () => {
    const shown = { street: "Durango 245", interior: "3", hide_address: false, colonia: "Roma Norte" };
    expect(publicStreet(shown)).toBe("Durango 245 int. 3");
    expect(publicAddress(shown)).toBe(`${publicStreet(shown)}, Roma Norte`);
    expect(publicStreet({ ...shown, hide_address: true })).toBeNull();
    expect(publicStreet({ street: "  Durango 245 ", hide_address: false })).toBe("Durango 245");
    expect(publicStreet({ street: null, hide_address: false })).toBeNull();
  });

  it("takes a listing's whole address as its street when the street was never kept apart", () => {
    expect(keptStreet({ street: "Durango 245", address: "Durango 245 int. 3, Roma Norte" })).toBe("Durango 245");
    expect(keptStreet({ street: null, address: "Durango 12" })).toBe("Durango 12");
  });
});

describe("appraisalDiscount", () => {
  it("is the rounded percentage below the appraisal", () => {
    expect(appraisalDiscount(2_040_000, 3_000_000)).toBe(32);
    expect(appraisalDiscount(1_000_000, 3_000_000)).toBe(67);
  });

  it("is null without an appraisal or when the price is not below it", () => {
    expect(appraisalDiscount(2_000_000, null)).toBeNull();
    expect(appraisalDiscount(2_000_000, 0)).toBeNull();
    expect(appraisalDiscount(2_000_000, 2_000_000)).toBeNull();
    expect(appraisalDiscount(3_000_000, 2_000_000)).toBeNull();
  });
});
