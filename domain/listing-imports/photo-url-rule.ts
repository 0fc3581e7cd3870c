// Which photo URLs the worker may fetch. In production only addresses of the public
// internet: never this machine, a private network, link-local addresses (cloud metadata
// services), or names that only resolve inside a network (localhost, .local, .internal).
// The check reads the URL as written (a Worker cannot resolve names itself); every redirect
// is checked the same way before it is followed. Outside production (development and the
// tests, whose stand-in photo host listens on 127.0.0.1) any http(s) address is allowed.

export function isPublicPhotoUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[")) return isPublicIpv6(host.slice(1, -1));
  if (/^[\d.]+$/.test(host) || /^0x/i.test(host)) return isPublicIpv4(host);
  if (!host.includes(".")) return false;
  return !PRIVATE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));
}

const PRIVATE_SUFFIXES = ["localhost", "local", "internal", "intranet", "lan", "home.arpa", "localdomain", "corp"];

// A dotted IPv4 literal (URL has already normalised forms like 0x7f.1 or 2130706433).
function isPublicIpv4(host: string): boolean {
  const parts = host.split(".").map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a, b] = parts;
  if (a === 0 || a === 10 || a === 127) return false; // this network, private, loopback
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 169 && b === 254) return false; // link-local (metadata services)
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && parts[2] === 0) return false; // IETF protocol assignments
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a >= 224) return false; // multicast, reserved, broadcast
  return true;
}

function isPublicIpv6(host: string): boolean {
  const h = host.toLowerCase();
  if (h === "::" || h === "::1") return false;
  // IPv4-mapped (::ffff:a.b.c.d, which URL writes as ::ffff:7f00:1): judged as that IPv4.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
  if (mapped) {
    const hi = parseInt(mapped[1], 16);
    const lo = parseInt(mapped[2], 16);
    return isPublicIpv4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  if (h.startsWith("::")) return false; // other embedded or reserved forms
  const first = parseInt(h.split(":")[0] || "0", 16);
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return false; // multicast
  return true;
}
