// A percent-encoded path segment, decoded; null when its encoding is malformed ("%ZZ",
// a cut-off "%E0%A4%A"), which callers answer with a 404 instead of an exception.
export function decodedSegment(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
