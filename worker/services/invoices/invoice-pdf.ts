// The printed form of a CFDI (its "representación impresa"): one A4 page of text lines in
// Helvetica, built by hand (a PDF needs no library for that). Text is written in
// WinAnsiEncoding, so accents and ñ print; anything outside Latin-1 becomes "?".

const latin1 = (s: string) => Array.from(s, (ch) => (ch.charCodeAt(0) < 256 ? ch : "?")).join("");
const pdfString = (s: string) => `(${latin1(s).replace(/[\\()]/g, (c) => `\\${c}`)})`;

export type PdfLine = { text: string; size?: number; bold?: boolean; gap?: number };

/** The PDF's bytes, base64. */
export function textPdf(lines: PdfLine[]): string {
  let y = 800;
  const ops: string[] = ["BT"];
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= line.gap ?? size + 6;
    ops.push(`/${line.bold ? "F2" : "F1"} ${size} Tf 1 0 0 1 50 ${y} Tm ${pdfString(line.text)} Tj`);
  }
  ops.push("ET");
  const content = latin1(ops.join("\n"));
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (Latin-1), so the string's length is its byte length.
  let binary = "";
  for (const ch of latin1(body)) binary += ch;
  return btoa(binary);
}
