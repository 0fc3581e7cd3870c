import { describe, expect, it } from "vitest";
import { isPublicPhotoUrl } from "./photo-url-rule";

describe("isPublicPhotoUrl", () => {
  it("takes addresses of the public internet", () => {
    for (const url of [
      "https://assets.easybroker.com/property_images/123/foto.jpg",
      "http://fotos.example.mx/casa.png",
      "https://8.8.8.8/a.jpg",
      "https://[2606:4700::1111]/a.jpg",
      "https://172.32.0.1/a.jpg",
    ]) {
      expect(isPublicPhotoUrl(url), url).toBe(true);
    }
  });

  it("refuses this machine, private networks, link-local addresses and internal names", () => {
    for (const url of [
      "http://127.0.0.1:8080/a.png",
      "http://localhost/a.png",
      "http://api.localhost/a.png",
      "http://2130706433/a.png", // 127.0.0.1 as one number
      "http://0x7f.1/a.png",
      "http://0.0.0.0/a.png",
      "http://10.1.2.3/a.png",
      "http://172.16.0.1/a.png",
      "http://192.168.1.10/a.png",
      "http://100.64.0.1/a.png",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/a.png",
      "http://[::ffff:127.0.0.1]/a.png",
      "http://[fd00::1]/a.png",
      "http://[fe80::1]/a.png",
      "http://nas.local/a.png",
      "http://fotos.internal/a.png",
      "http://intranet/a.png",
      "https://usuario:clave@fotos.example.mx/a.jpg",
      "ftp://fotos.example.mx/a.jpg",
      "no es una dirección",
    ]) {
      expect(isPublicPhotoUrl(url), url).toBe(false);
    }
  });
});
