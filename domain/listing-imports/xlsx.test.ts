import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { titledInventory, xlsxWorkbook } from "./xlsx-workbook.fixture";
import { decodeXmlText, parseSharedStrings, parseSheet, readXlsx, XLSX_INFLATED_BYTES_MAX, XlsxTooLargeError } from "./xlsx";

// A minimal .xlsx: a zip with deflated entries (method 8), as Excel writes them.
async function zip(files: Record<string, string>): Promise<Uint8Array<ArrayBuffer>> {
  const enc = new TextEncoder();
  const locals: Uint8Array<ArrayBuffer>[] = [];
  const centrals: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = enc.encode(name);
    const data = new Uint8Array(
      await new Response(new Blob([enc.encode(text)]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer(),
    );
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(8, 8, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, text.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(10, 8, true);
    cv.setUint32(20, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  return new Uint8Array(await new Blob([...locals, ...centrals, end]).arrayBuffer());
}

const shared = `<?xml version="1.0"?><sst xmlns="x" count="4"><si><t>Precio</t></si><si><t>Colonia</t></si><si><r><t>Roma </t></r><r><t xml:space="preserve">Norte &amp; más</t></r><rPh><t>ロマ</t></rPh></si><si/></sst>`;
const sheet = `<worksheet><sheetData>
<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="inlineStr"><is><t>Notas</t></is></c></row>
<row r="2"><c r="A2"><v>4500000</v></c><c r="B2" t="s"><v>2</v></c><c r="C2" t="s"><v>3</v></c><c r="D2" t="str"><f>A2&amp;""</f><v>ok</v></c></row>
<row r="3"/>
</sheetData></worksheet>`;

describe("xlsx", () => {
  it("reads shared strings, joining rich-text runs and leaving phonetic runs out", () => {
    expect(parseSharedStrings(shared)).toEqual(["Precio", "Colonia", "Roma Norte & más", ""]);
  });

  it("reads a sheet's cells by their column, filling gaps, with formulas' cached values", () => {
    expect(parseSheet(sheet, parseSharedStrings(shared)).rows).toEqual([
      ["Precio", "Colonia", "", "Notas"],
      ["4500000", "Roma Norte & más", "", "ok"],
    ]);
  });

  it("unzips a workbook and reads its first sheet", async () => {
    const bytes = await zip({ "[Content_Types].xml": "<Types/>", "xl/sharedStrings.xml": shared, "xl/worksheets/sheet1.xml": sheet });
    expect((await readXlsx(bytes)).rows[1][0]).toBe("4500000");
    expect(await readXlsx(bytes, 1)).toEqual({ rows: [["Precio", "Colonia", "", "Notas"]], lines: [1], merges: [], truncated: true });
  });

  it("refuses bytes that are not a zip", async () => {
    await expect(readXlsx(new TextEncoder().encode("Precio,Colonia\n1,2"))).rejects.toThrow();
  });

  it("decodes XML entities", () => {
    expect(decodeXmlText("&lt;a&gt; &#233; &#xF1; &quot;")).toBe('<a> é ñ "');
  });

  it("reads a workbook as Excel writes it: each row with its number, blank rows left out, merged ranges", async () => {
    const sheet = await readXlsx(xlsxWorkbook(titledInventory("https://f.mx")));
    expect(sheet.lines).toEqual([1, 3, 5, 6, 7, 9, 10]);
    expect(sheet.rows[0]).toEqual(["Inventario Casa Capital Inmobiliaria — noviembre 2026"]);
    expect(sheet.rows[2].slice(11)).toEqual(["Descripción", "Fotos", "", "Asesor"]);
    expect(sheet.rows[3].slice(12, 14)).toEqual(["https://f.mx/ok-31.png", "https://f.mx/ok-32.png"]);
    expect(sheet.merges).toEqual([
      { top: 1, left: 0, bottom: 1, right: 14 },
      { top: 3, left: 0, bottom: 3, right: 14 },
      { top: 5, left: 12, bottom: 5, right: 13 },
    ]);
  });

  it("stops a sheet that inflates past the cap, whatever size the zip declares", async () => {
    // 51 MB of rows that deflate to a few hundred kB.
    const row = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
    const huge = `<worksheet><sheetData>${row.repeat(Math.ceil((XLSX_INFLATED_BYTES_MAX + 1024 * 1024) / row.length))}</sheetData></worksheet>`;
    const bytes = xlsxWorkbook({ rows: [["a"]] }, { "xl/worksheets/sheet1.xml": strToU8(huge) });
    await expect(readXlsx(bytes)).rejects.toBeInstanceOf(XlsxTooLargeError);
    // The central directory claims 100 bytes: the count as it inflates still stops it.
    await expect(readXlsx(declareSize(bytes, "xl/worksheets/sheet1.xml", 100))).rejects.toBeInstanceOf(XlsxTooLargeError);
    // Under the cap, the same way of building it reads.
    expect((await readXlsx(xlsxWorkbook({ rows: [["a"]] }))).rows).toEqual([["a"]]);
  }, 30_000);
});

/** The zip with the uncompressed size its central directory gives one entry changed. */
function declareSize(zip: Uint8Array<ArrayBuffer>, name: string, size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  const wanted = new TextEncoder().encode(name);
  for (let at = 0; at < out.length - 46; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    if (nameLength === wanted.length && out.subarray(at + 46, at + 46 + nameLength).every((b, i) => b === wanted[i])) {
      view.setUint32(at + 24, size, true);
      return out;
    }
  }
  throw new Error(`${name} not in the zip`);
}
