import { formatPolygonParam, type LngLat } from "./polygon";

// The kinds of value a search URL carries, how each one is read from its text and written
// back. One reader per kind serves both the API (which refuses what it cannot read) and the
// web page (which leaves it out), so the two cannot disagree on what a valid value is.

export type Bounds = [west: number, south: number, east: number, north: number];

export type ParamKind =
  /** A whole number in [min, max]. */
  | { kind: "int"; min: number; max: number }
  /** Any finite number in [min, max] (a coordinate). */
  | { kind: "number"; min: number; max: number }
  /** One of a few words, exactly as written. */
  | { kind: "choice"; values: readonly string[] }
  /** Free text, trimmed, up to maxLength characters (a place's name). */
  | { kind: "text"; maxLength: number }
  /** A key made of the pattern's characters, up to maxLength (an id or a slug). */
  | { kind: "slug"; pattern: RegExp; maxLength: number }
  /** The map's view: "west,south,east,north". */
  | { kind: "bounds" }
  /** A drawn zone: "lng,lat;lng,lat;…", 3 to maxPoints points. */
  | { kind: "polygon"; maxPoints: number };

export type KindValue<K extends ParamKind> = K extends { kind: "int" | "number" }
  ? number
  : K extends { kind: "choice"; values: readonly (infer V)[] }
    ? V
    : K extends { kind: "text" | "slug" }
      ? string
      : K extends { kind: "bounds" }
        ? Bounds
        : K extends { kind: "polygon" }
          ? LngLat[]
          : never;

const isLng = (n: number) => Number.isFinite(n) && Math.abs(n) <= 180;
const isLat = (n: number) => Number.isFinite(n) && Math.abs(n) <= 90;

function readValue(kind: ParamKind, text: string): unknown {
  switch (kind.kind) {
    case "int": {
      const n = Number(text);
      return Number.isInteger(n) && n >= kind.min && n <= kind.max ? n : null;
    }
    case "number": {
      const n = Number(text);
      return Number.isFinite(n) && n >= kind.min && n <= kind.max ? n : null;
    }
    case "choice":
      return kind.values.includes(text) ? text : null;
    case "text": {
      const trimmed = text.trim();
      return trimmed.length <= kind.maxLength ? trimmed : null;
    }
    case "slug":
      return text.length <= kind.maxLength && kind.pattern.test(text) ? text : null;
    case "bounds": {
      const parts = text.split(",").map(Number);
      if (parts.length !== 4) return null;
      const [w, s, e, n] = parts;
      return isLng(w) && isLat(s) && isLng(e) && isLat(n) && w < e && s < n ? parts : null;
    }
    case "polygon": {
      const points = text
        .split(";")
        .filter(Boolean)
        .map((pair) => pair.split(",").map(Number));
      const valid = points.every((p) => p.length === 2 && isLng(p[0]) && isLat(p[1]));
      return valid && points.length >= 3 && points.length <= kind.maxPoints ? points : null;
    }
  }
}

/**
 * A parameter's value from its text: undefined when it is absent or blank (the parameter
 * was not given), null when it cannot be read (a repeated parameter arrives as a list and
 * is not read either).
 */
export function readParam<K extends ParamKind>(kind: K, raw: unknown): KindValue<K> | null | undefined {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return undefined;
  if (typeof raw !== "string") return null;
  return readValue(kind, raw) as KindValue<K> | null;
}

/** "-99.20000,19.40000,-99.10000,19.45000": five decimals are about a metre. */
export function formatBounds([w, s, e, n]: Bounds): string {
  return [w, s, e, n].map((v) => v.toFixed(5)).join(",");
}

/** A value as its parameter writes it. */
export function formatParam(kind: ParamKind, value: unknown): string {
  if (kind.kind === "bounds") return formatBounds(value as Bounds);
  if (kind.kind === "polygon") return formatPolygonParam(value as LngLat[]);
  return String(value);
}
