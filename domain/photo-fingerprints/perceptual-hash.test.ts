import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoFingerprint } from "./perceptual-hash";
import { hammingDistance, isNearPhoto, PHOTO_HASH_PATTERN } from "./photo-hash";

// Fixed scenes drawn here and rasterised by sharp: rooms of different layouts, as a
// listing's photos would be, plus the plain images that must never be matched.
const W = 1200;
const H = 800;
const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`);
const SCENES = {
  sala: svg(`<rect width="1200" height="520" fill="#e8dcc8"/><rect y="520" width="1200" height="280" fill="#8a5a3b"/>
    <rect x="120" y="90" width="360" height="300" fill="#9cc9ea"/><rect x="280" y="90" width="16" height="300" fill="#fff"/>
    <rect x="620" y="380" width="460" height="170" rx="20" fill="#3f5d7a"/><rect x="650" y="300" width="400" height="110" rx="20" fill="#4d6f90"/>
    <circle cx="300" cy="640" r="90" fill="#d9b26f"/>`),
  cocina: svg(`<rect width="1200" height="800" fill="#f3f0ea"/><rect y="430" width="1200" height="370" fill="#c9c3b8"/>
    <rect x="0" y="360" width="1200" height="60" fill="#2f2f2f"/><rect x="60" y="100" width="240" height="200" fill="#6b4b34"/>
    <rect x="340" y="100" width="240" height="200" fill="#6b4b34"/><rect x="860" y="60" width="280" height="300" fill="#bfe3f5"/>
    <rect x="700" y="430" width="120" height="370" fill="#9a9a9a"/>`),
  recamara: svg(`<rect width="1200" height="800" fill="#5a6e5c"/><rect y="600" width="1200" height="200" fill="#d8c7a5"/>
    <rect x="300" y="380" width="600" height="260" fill="#f7f7f2"/><rect x="300" y="300" width="600" height="90" fill="#7b3f2a"/>
    <rect x="960" y="440" width="140" height="160" fill="#3a2a1f"/><rect x="80" y="120" width="160" height="220" fill="#f0d98a"/>`),
  fachada: svg(`<rect width="1200" height="800" fill="#8ec5ef"/><rect x="150" y="180" width="900" height="620" fill="#c4573a"/>
    <polygon points="100,200 600,40 1100,200" fill="#5b2c1e"/><rect x="520" y="560" width="160" height="240" fill="#3b2416"/>
    <rect x="250" y="300" width="180" height="160" fill="#f2f2f2"/><rect x="770" y="300" width="180" height="160" fill="#f2f2f2"/>
    <rect y="740" width="1200" height="60" fill="#6c6c6c"/>`),
};

async function fingerprintOf(image: Buffer | Promise<Buffer>) {
  const { data, info } = await sharp(await image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return photoFingerprint({ data, width: info.width, height: info.height });
}
const asWebp = (scene: Buffer, width = 480) => sharp(scene).resize(width).webp({ quality: 70 }).toBuffer();

describe("photo fingerprints", () => {
  it("gives the same photo, resized, recompressed or slightly cropped, a near hash", async () => {
    for (const scene of Object.values(SCENES)) {
      const original = await fingerprintOf(asWebp(scene));
      expect(original.hash).toMatch(PHOTO_HASH_PATTERN);
      expect(original.informative).toBe(true);
      const copies = [
        await fingerprintOf(asWebp(scene)),
        await fingerprintOf(sharp(scene).resize(300).jpeg({ quality: 80 }).toBuffer()),
        await fingerprintOf(sharp(scene).resize(1024).png().toBuffer()),
        await fingerprintOf(sharp(scene).resize(480).jpeg({ quality: 25 }).toBuffer()),
        // 1.5 % off each side, then made a thumbnail again.
        await fingerprintOf(
          sharp(scene)
            .extract({ left: 18, top: 12, width: W - 36, height: H - 24 })
            .resize(480)
            .webp({ quality: 70 })
            .toBuffer(),
        ),
      ];
      expect(copies[0].hash).toBe(original.hash);
      for (const copy of copies) expect(isNearPhoto(original.hash, copy.hash), `${original.hash} vs ${copy.hash}`).toBe(true);
    }
  });

  it("gives different rooms far hashes", async () => {
    const hashes = await Promise.all(Object.values(SCENES).map(async (scene) => (await fingerprintOf(asWebp(scene))).hash));
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++) expect(hammingDistance(hashes[i], hashes[j]), `${i} vs ${j}`).toBeGreaterThan(16);
  });

  it("marks a single colour, a floor plan and a tiny photo as not informative", async () => {
    const blank = sharp({ create: { width: 480, height: 320, channels: 3, background: "#f4f1ea" } })
      .webp()
      .toBuffer();
    const plan = sharp(
      svg(`<rect width="1200" height="800" fill="#fff"/><g stroke="#000" stroke-width="8" fill="none"><rect x="80" y="80" width="1040" height="640"/>
        <line x1="600" y1="80" x2="600" y2="450"/><line x1="80" y1="400" x2="600" y2="400"/><line x1="600" y1="500" x2="1120" y2="500"/></g>`),
    )
      .resize(480)
      .png()
      .toBuffer();
    const tiny = sharp(SCENES.sala).resize(40).png().toBuffer();
    for (const image of [blank, plan, tiny]) expect((await fingerprintOf(image)).informative).toBe(false);
  });

  it("refuses pixels that are not an RGBA image of the size given", () => {
    expect(() => photoFingerprint({ data: new Uint8Array(10), width: 4, height: 4 })).toThrow();
    expect(() => photoFingerprint({ data: new Uint8Array(0), width: 0, height: 0 })).toThrow();
  });
});
