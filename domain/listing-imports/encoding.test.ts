import { describe, expect, it } from "vitest";
import { decodeFileText, detectEncoding } from "./encoding";

describe("decodeFileText", () => {
  it("reads UTF-8, with or without its BOM", () => {
    const utf8 = new TextEncoder().encode("Recámaras,Baños\n");
    expect(decodeFileText(utf8)).toEqual({ text: "Recámaras,Baños\n", encoding: "utf-8" });
    expect(decodeFileText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])).text).toBe("Recámaras,Baños\n");
  });

  it("reads a Windows-1252 spreadsheet (Excel's CSV in Mexico) with its accents", () => {
    // "Recámaras,Baños,Año" as Windows-1252 writes it: á = E1, ñ = F1.
    const bytes = new Uint8Array([0x52, 0x65, 0x63, 0xe1, 0x6d, 0x61, 0x72, 0x61, 0x73, 0x2c, 0x42, 0x61, 0xf1, 0x6f, 0x73, 0x2c, 0x41, 0xf1, 0x6f]);
    expect(detectEncoding(bytes)).toBe("windows-1252");
    expect(decodeFileText(bytes).text).toBe("Recámaras,Baños,Año");
  });

  it("reads Windows-1252's own characters (the euro sign, curly quotes)", () => {
    expect(decodeFileText(new Uint8Array([0x80, 0x20, 0x93, 0x61, 0x94])).text).toBe("€ “a”");
  });
});
