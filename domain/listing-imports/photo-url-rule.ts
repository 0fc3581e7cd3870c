// Which photo and feed URLs the worker may fetch in production: only addresses of the public
// internet. Refused: any scheme but http(s), credentials in the URL, and a host that is
// - an IPv4 address outside the public unicast space (IPV4_NOT_PUBLIC below: this network,
//   private, CGNAT, loopback, link-local/metadata, IETF, TEST-NET-1/2/3, 6to4 relay,
//   benchmarking, multicast, reserved, broadcast), in any spelling: the URL parser turns
//   decimal (2130706433), octal (0177.0.0.1), hex (0x7f.1) and short forms (127.1) into
//   dotted form before we judge it (parseIpv4 reads them too), and a host whose last label
//   is a number is judged as an address, never as a name;
// - an IPv6 address outside global unicast 2000::/3, the documentation ranges, or one that
//   embeds an IPv4 address that is not public: IPv4-mapped and IPv4-compatible (::/8, all
//   refused), NAT64 64:ff9b::/96 (judged by its IPv4) and local-use NAT64 64:ff9b:1::/48
//   (refused), 6to4 2002::/16 (judged by its IPv4), Teredo 2001::/32 (judged by its server
//   and its client IPv4), the rest of 2001::/23 (IETF assignments, refused);
// - a name that resolves only inside a network (localhost, .local, .internal, a single
//   label…) or a public wildcard name whose answer is the address spelt in it or loopback
//   (127.0.0.1.nip.io, *.localtest.me …).
// A Worker cannot resolve names (no DNS API, fetch resolves them), so a public name whose
// DNS answer is private (or changes between check and fetch) is not caught here. What
// Cloudflare's fetch does on its own: the request leaves from Cloudflare's edge to the
// public internet, which has no route into a private network of ours (we bind no VPC or
// Tunnel), and redirects are ours to check (the callers use redirect: "manual" and judge
// every hop with this rule). Cloudflare does not document refusing private, loopback or
// metadata addresses in fetch, so this rule does not lean on it. Outside production
// (development and the tests, whose stand-in hosts listen on 127.0.0.1) any http(s) URL
// is fetched.

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
  // As the URL parser does: a host whose last label is a number is an address, not a name.
  if (/(^|\.)(\d+|0x[\da-f]*)$/.test(host)) {
    const v4 = parseIpv4(host);
    return v4 !== null && isPublicIpv4(v4);
  }
  if (!host.includes(".")) return false;
  if (PRIVATE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`))) return false;
  return !ADDRESS_ECHO_NAMES.some((s) => host === s || host.endsWith(`.${s}`));
}

const PRIVATE_SUFFIXES = [
  "localhost",
  "local",
  "internal",
  "intranet",
  "lan",
  "home.arpa",
  "localdomain",
  "corp",
  "test",
  "invalid",
  "example",
  "onion",
];
// Public DNS services that answer with the address written in the name or with 127.0.0.1.
const ADDRESS_ECHO_NAMES = ["nip.io", "sslip.io", "xip.io", "localtest.me", "lvh.me", "vcap.me", "traefik.me", "lacolhost.com"];

// An IPv4 address in dotted form, or in the forms the URL parser accepts (each part decimal,
// 0-octal or 0x-hex; fewer than four parts fill the last one), as a 32-bit number.
export function parseIpv4(host: string): number | null {
  const parts = host.split(".");
  if (parts.length > 4 || parts.some((p) => p === "")) return null;
  const numbers: number[] = [];
  for (const p of parts) {
    const n = /^0x[\da-f]*$/i.test(p)
      ? parseInt(p.slice(2) || "0", 16)
      : /^0[0-7]+$/.test(p)
        ? parseInt(p, 8)
        : /^(0|[1-9]\d*)$/.test(p)
          ? Number(p)
          : NaN;
    if (!Number.isFinite(n)) return null;
    numbers.push(n);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255) || last >= 2 ** (8 * (4 - numbers.length))) return null;
  return numbers.reduce((acc, n, i) => acc + n * 2 ** (8 * (3 - i)), 0) + last;
}

// IPv4 ranges that are not public unicast, as [first address, prefix length].
const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
const IPV4_NOT_PUBLIC: [number, number][] = [
  [v4(0, 0, 0, 0), 8], // this network
  [v4(10, 0, 0, 0), 8], // private
  [v4(100, 64, 0, 0), 10], // carrier-grade NAT
  [v4(127, 0, 0, 0), 8], // loopback
  [v4(169, 254, 0, 0), 16], // link-local (cloud metadata services)
  [v4(172, 16, 0, 0), 12], // private
  [v4(192, 0, 0, 0), 24], // IETF protocol assignments
  [v4(192, 0, 2, 0), 24], // TEST-NET-1
  [v4(192, 88, 99, 0), 24], // 6to4 relay anycast
  [v4(192, 168, 0, 0), 16], // private
  [v4(198, 18, 0, 0), 15], // benchmarking
  [v4(198, 51, 100, 0), 24], // TEST-NET-2
  [v4(203, 0, 113, 0), 24], // TEST-NET-3
  [v4(224, 0, 0, 0), 4], // multicast
  [v4(240, 0, 0, 0), 4], // reserved, and 255.255.255.255 broadcast
];

export function isPublicIpv4(address: number): boolean {
  return !IPV4_NOT_PUBLIC.some(([first, bits]) => Math.floor(address / 2 ** (32 - bits)) === Math.floor(first / 2 ** (32 - bits)));
}

// An IPv6 address (as the URL parser writes it, or with a dotted IPv4 tail) as 8 groups.
export function parseIpv6(text: string): number[] | null {
  let h = text.toLowerCase();
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (dotted) {
    const tail = parseIpv4(dotted[2]);
    if (tail === null || !/^\d+\.\d+\.\d+\.\d+$/.test(dotted[2])) return null;
    h = `${dotted[1]}${(tail >>> 16).toString(16)}:${(tail & 0xffff).toString(16)}`;
  }
  const halves = h.split("::");
  if (halves.length > 2) return null;
  const read = (s: string) => (s === "" ? [] : s.split(":"));
  const head = read(halves[0]);
  const tail = halves.length === 2 ? read(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (groups.some((g) => !/^[\da-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

const ipv4At = (g: number[], i: number) => g[i] * 0x10000 + g[i + 1];

function isPublicIpv6(text: string): boolean {
  const g = parseIpv6(text);
  if (!g) return false;
  // NAT64, well-known prefix 64:ff9b::/96: the IPv4 address in the last 32 bits.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicIpv4(ipv4At(g, 6));
  if (g[0] < 0x2000 || g[0] > 0x3fff) return false; // outside global unicast: ::/8 (mapped,
  // compatible, loopback, unspecified), 64:ff9b:1::/48 local-use NAT64, 100::/64 discard,
  // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast.
  if (g[0] === 0x2002) return isPublicIpv4(ipv4At(g, 1)); // 6to4
  if (g[0] === 0x2001 && g[1] === 0) return isPublicIpv4(ipv4At(g, 2)) && isPublicIpv4(~ipv4At(g, 6) >>> 0); // Teredo
  if (g[0] === 0x2001 && g[1] < 0x200) return false; // the rest of 2001::/23, IETF assignments
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false; // documentation
  if (g[0] === 0x3fff && g[1] < 0x1000) return false; // documentation 3fff::/20
  return true;
}
