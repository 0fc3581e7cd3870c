import { describe, expect, it } from "vitest";
import { isPublicPhotoUrl, parseIpv4, parseIpv6 } from "./photo-url-rule";

const refused = (urls: string[]) => {
  for (const url of urls) expect(isPublicPhotoUrl(url), url).toBe(false);
};
const taken = (urls: string[]) => {
  for (const url of urls) expect(isPublicPhotoUrl(url), url).toBe(true);
};

describe("isPublicPhotoUrl", () => {
  it("takes addresses of the public internet", () => {
    taken([
      "https://assets.easybroker.com/property_images/123/foto.jpg",
      "http://fotos.example.mx/casa.png",
      "https://4ad.be/a.jpg",
      "https://8.8.8.8/a.jpg",
      "https://172.32.0.1/a.jpg",
      "https://100.128.0.1/a.jpg",
      "https://198.20.0.1/a.jpg",
      "https://[2606:4700::1111]/a.jpg",
      "https://[64:ff9b::8.8.8.8]/a.jpg", // NAT64 of a public address
      "https://[2002:808:808::1]/a.jpg", // 6to4 of 8.8.8.8
      "https://[2001:0:808:808::f7f7:f7f7]/a.jpg", // Teredo: server 8.8.8.8, client 8.8.8.8
    ]);
  });

  it("refuses this machine, private networks, link-local addresses and internal names", () => {
    refused([
      "http://127.0.0.1:8080/a.png",
      "http://localhost/a.png",
      "http://api.localhost/a.png",
      "http://0.0.0.0/a.png",
      "http://0.1.2.3/a.png",
      "http://10.1.2.3/a.png",
      "http://172.16.0.1/a.png",
      "http://172.31.255.255/a.png",
      "http://192.168.1.10/a.png",
      "http://100.64.0.1/a.png",
      "http://100.127.255.255/a.png",
      "http://169.254.169.254/latest/meta-data",
      "http://nas.local/a.png",
      "http://fotos.internal/a.png",
      "http://intranet/a.png",
      "https://usuario:clave@fotos.example.mx/a.jpg",
      "ftp://fotos.example.mx/a.jpg",
      "no es una dirección",
    ]);
  });

  it("refuses the documentation, benchmarking, IETF, multicast and reserved IPv4 ranges", () => {
    refused([
      "http://192.0.0.8/a.png", // IETF protocol assignments
      "http://192.0.2.10/a.png", // TEST-NET-1
      "http://198.51.100.7/a.png", // TEST-NET-2
      "http://203.0.113.9/a.png", // TEST-NET-3
      "http://198.18.0.1/a.png", // benchmarking 198.18.0.0/15
      "http://198.19.255.254/a.png",
      "http://192.88.99.1/a.png", // 6to4 relay
      "http://224.0.0.1/a.png", // multicast
      "http://239.255.255.250/a.png",
      "http://240.0.0.1/a.png", // reserved
      "http://255.255.255.255/a.png", // broadcast
    ]);
  });

  it("refuses loopback and private addresses in every IPv4 spelling", () => {
    refused([
      "http://2130706433/a.png", // 127.0.0.1 as one decimal number
      "http://017700000001/a.png", // one octal number
      "http://0x7f000001/a.png", // one hex number
      "http://0x7f.1/a.png",
      "http://0177.0.0.1/a.png", // octal parts
      "http://0x7f.0x0.0x0.0x1/a.png",
      "http://127.1/a.png", // short forms
      "http://127.0.1/a.png",
      "http://10.1/a.png",
      "http://0/a.png",
      "http://167772161/a.png", // 10.0.0.1
      "http://3232235777/a.png", // 192.168.1.1
      "http://0xa9fea9fe/a.png", // 169.254.169.254
      "http://127.0.0.1./a.png", // trailing dot
    ]);
  });

  it("refuses IPv6 loopback, local, multicast and documentation addresses", () => {
    refused([
      "http://[::]/a.png",
      "http://[::1]/a.png",
      "http://[0:0:0:0:0:0:0:1]/a.png",
      "http://[fd00::1]/a.png",
      "http://[fc00::1]/a.png",
      "http://[fe80::1]/a.png",
      "http://[fec0::1]/a.png",
      "http://[ff02::1]/a.png",
      "http://[100::1]/a.png", // discard-only
      "http://[2001:db8::1]/a.png", // documentation
      "http://[3fff::1]/a.png",
      "http://[2001:2::1]/a.png", // benchmarking, in 2001::/23
      "http://[2001:10::1]/a.png", // ORCHID
    ]);
  });

  it("refuses IPv6 forms that embed a private or loopback IPv4 address", () => {
    refused([
      "http://[::ffff:127.0.0.1]/a.png", // IPv4-mapped
      "http://[::ffff:7f00:1]/a.png",
      "http://[::ffff:10.0.0.1]/a.png",
      "http://[::ffff:169.254.169.254]/a.png",
      "http://[::ffff:8.8.8.8]/a.png", // mapped: refused whatever it maps
      "http://[::127.0.0.1]/a.png", // IPv4-compatible
      "http://[::10.0.0.1]/a.png",
      "http://[0:0:0:0:0:ffff:c0a8:101]/a.png", // 192.168.1.1 mapped, written out
      "http://[64:ff9b::127.0.0.1]/a.png", // NAT64 well-known prefix
      "http://[64:ff9b::a00:1]/a.png", // NAT64 of 10.0.0.1
      "http://[64:ff9b::a9fe:a9fe]/a.png", // NAT64 of 169.254.169.254
      "http://[64:ff9b::c000:201]/a.png", // NAT64 of TEST-NET-1
      "http://[64:ff9b:1::8.8.8.8]/a.png", // local-use NAT64 64:ff9b:1::/48
      "http://[64:ff9b:1:ffff::1]/a.png",
      "http://[2002:7f00:1::]/a.png", // 6to4 of 127.0.0.1
      "http://[2002:a00:1::1]/a.png", // 6to4 of 10.0.0.1
      "http://[2002:c0a8:101::1]/a.png", // 6to4 of 192.168.1.1
      "http://[2002:a9fe:a9fe::]/a.png", // 6to4 of 169.254.169.254
      "http://[2001:0:7f00:1::f7f7:f7f7]/a.png", // Teredo, server 127.0.0.1
      "http://[2001:0:808:808::f5ff:fffe]/a.png", // Teredo, client 10.0.0.1 (obfuscated)
      "http://[2001:0:808:808::3f57:fefe]/a.png", // Teredo, client 192.168.1.1
    ]);
  });

  it("refuses public names that answer with the address written in them or with loopback", () => {
    refused([
      "http://127.0.0.1.nip.io/a.png",
      "http://10-0-0-1.sslip.io/a.png",
      "http://fotos.localtest.me/a.png",
      "http://lvh.me/a.png",
      "http://fotos.test/a.png",
    ]);
  });
});

describe("parseIpv4", () => {
  it("reads the spellings the URL parser accepts", () => {
    expect(parseIpv4("127.0.0.1")).toBe(0x7f000001);
    expect(parseIpv4("127.1")).toBe(0x7f000001);
    expect(parseIpv4("0x7f.1")).toBe(0x7f000001);
    expect(parseIpv4("0177.0.0.01")).toBe(0x7f000001);
    expect(parseIpv4("2130706433")).toBe(0x7f000001);
    expect(parseIpv4("10.0.65535")).toBe(0x0a00ffff);
  });

  it("refuses what is not an address", () => {
    for (const bad of ["256.0.0.1", "1.2.3.4.5", "1..2", "4294967296", "1.2.65536", "08.1.1.1", "a.b.c.d"]) {
      expect(parseIpv4(bad), bad).toBeNull();
    }
  });
});

describe("parseIpv6", () => {
  it("reads compressed, full and IPv4-tailed forms", () => {
    expect(parseIpv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6("64:ff9b::10.0.0.1")).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0x0a00, 1]);
    expect(parseIpv6("2001:db8:0:0:0:0:0:1")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  });

  it("refuses malformed addresses", () => {
    for (const bad of ["1::2::3", "1:2:3:4:5:6:7:8:9", "12345::", "::g", "1:2:3:4:5:6:7", "::1.2.3"]) {
      expect(parseIpv6(bad), bad).toBeNull();
    }
  });
});
