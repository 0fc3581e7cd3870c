import { test as base, type Page } from "@playwright/test";
import { signInContext, type SignIn } from "./fixtures/sign-in";
import { nextVisitorAddress } from "./fixtures/visitor-address";
import { appTakesOver } from "../fixtures/app-takes-over";

export { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
export { appTakesOver };

/**
 * Playwright's `test` whose pages wait, after every load and reload, until the app has taken
 * the page over (`<html data-app-ready>`, set by web/src/main.tsx). The worker sends public
 * pages already rendered: a tap on that markup before hydration is held and replayed once
 * the app is ready (first-tap.spec.ts tests that); the other tests act on the app.
 * `signIn(account)` signs a seeded account in by writing its session (fixtures/demo-session.ts);
 * auth.spec.ts signs in through the form.
 * Each test is its own visitor: its pages and requests carry a client address of their own
 * (fixtures/visitor-address.ts), so one test's sign-ups never spend another's rate limit.
 */
export const test = base.extend<{ signIn: SignIn }>({
  extraHTTPHeaders: async ({ baseURL }, use) => {
    // The API takes writes only from our own pages (their Origin): the tests' direct API
    // calls carry it through this header, as the config's default did.
    await use({ origin: baseURL!, "cf-connecting-ip": nextVisitorAddress() });
  },
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  signIn: async ({ context, baseURL }, use) => {
    await use((account, target = context) => signInContext(target, baseURL!, account));
  },
});

export function waitingForTheApp(page: Page): Page {
  const ready = () => appTakesOver(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}
