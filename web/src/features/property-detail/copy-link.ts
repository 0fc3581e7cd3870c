import { toastLater } from "./toast-later";

/**
 * Copies a link and says so ('Enlace copiado'). When the clipboard is not available, the
 * toast shows the link itself for 10 s so it can be copied by hand.
 */
export async function copyLink(url: string, success = "Enlace copiado", description?: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toastLater("success", success, description);
    return true;
  } catch {
    toastLater("info", "Enlace generado", url, 10_000);
    return false;
  }
}
