import { expect, type APIRequestContext } from "@playwright/test";

// The newest link of a given kind in the development mailbox (`npm start` keeps e-mails in
// its outbox, listed at /api/dev/emails), polled until the e-mail has arrived.
export async function latestLinkFor(request: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mails = ((await (await request.get("/api/dev/emails")).json()) as { data: { to: string; text: string }[] }).data;
      link =
        mails
          .filter((m) => m.to === email)
          .map((m) => m.text.match(pattern)?.[0] ?? "")
          .find(Boolean) ?? "";
      return link;
    })
    .not.toBe("");
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

export const CONFIRMATION_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/;
export const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=\S+/;
