import type { RgbaPixels } from "../../../domain/photo-fingerprints/perceptual-hash";
import { sniffImageType, type PhotoFormat } from "../listing-photos/image-type";

// Stored photos decoded to pixels in the worker, by the jSquash codecs (libjpeg-turbo's
// MozJPEG, libwebp and the png crate, compiled to WebAssembly; decision 0028). A Worker
// may not compile WebAssembly at run time, so each codec's .wasm is a module of the bundle,
// handed to the codec's init(). The codecs are imported only when a photo of their kind is
// decoded: an isolate that only serves pages never evaluates them.

/** The bytes are no image a codec can read (unknown type, corrupt or truncated). */
export class UnreadableImage extends Error {}

type Decoder = (bytes: ArrayBuffer) => Promise<RgbaPixels>;
const decoders = new Map<PhotoFormat, Promise<Decoder>>();

// jSquash's codecs build their answer with `new ImageData(...)`, which workerd lacks: a
// plain holder of the same shape is enough (only data, width and height are read).
function ensureImageData() {
  const scope = globalThis as { ImageData?: unknown };
  scope.ImageData ??= class {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  };
}

async function loadDecoder(format: PhotoFormat): Promise<Decoder> {
  ensureImageData();
  switch (format) {
    case "jpeg": {
      const [{ default: decode, init }, { default: wasm }] = await Promise.all([
        import("@jsquash/jpeg/decode.js"),
        import("@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm"),
      ]);
      await init(wasm);
      return decode;
    }
    case "webp": {
      const [{ default: decode, init }, { default: wasm }] = await Promise.all([
        import("@jsquash/webp/decode.js"),
        import("@jsquash/webp/codec/dec/webp_dec.wasm"),
      ]);
      await init(wasm);
      return decode;
    }
    case "png": {
      const [{ default: decode, init }, { default: wasm }] = await Promise.all([
        import("@jsquash/png/decode.js"),
        // Its package types this file as the codec's exports; the bundle makes it a module.
        import("@jsquash/png/codec/pkg/squoosh_png_bg.wasm") as unknown as Promise<{ default: WebAssembly.Module }>,
      ]);
      await init(wasm);
      return decode;
    }
  }
}

function decoderFor(format: PhotoFormat): Promise<Decoder> {
  let decoder = decoders.get(format);
  if (!decoder) {
    decoder = loadDecoder(format);
    // A codec that failed to load is loaded again by the next photo.
    decoder.catch(() => decoders.delete(format));
    decoders.set(format, decoder);
  }
  return decoder;
}

/** The photo's pixels (RGBA), or UnreadableImage when the bytes are not a readable JPEG, PNG or WebP. */
export async function decodeImage(bytes: Uint8Array<ArrayBuffer>): Promise<RgbaPixels> {
  const format = sniffImageType(bytes);
  if (format !== "jpeg" && format !== "png" && format !== "webp") throw new UnreadableImage(`tipo ${format ?? "desconocido"}`);
  const decode = await decoderFor(format);
  let pixels: RgbaPixels;
  try {
    const copy = bytes.slice().buffer;
    pixels = await decode(copy);
  } catch (error) {
    // A codec that failed may have aborted its WebAssembly instance: the next photo gets a new one.
    decoders.delete(format);
    throw new UnreadableImage(`${format}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!pixels || pixels.width < 1 || pixels.height < 1 || pixels.data.length < pixels.width * pixels.height * 4)
    throw new UnreadableImage(`${format}: sin píxeles`);
  return pixels;
}
