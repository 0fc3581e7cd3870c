import { describe, expect, it } from "vitest";
import { createDialogStore } from "./dialog-store";

// A stand-in for the button that opened the dialog: all the store reads of it is whether it is still on the page.
const button = (isConnected: boolean) => ({ isConnected }) as HTMLElement;

describe("createDialogStore", () => {
  it("gives focus back to the opener once, after the dialog closes", () => {
    const store = createDialogStore<string>("none");
    const opener = button(true);
    store.open("about", opener);
    store.close();
    expect(store.takeReturnFocus()).toBe(opener);
    expect(store.takeReturnFocus()).toBeNull();
  });

  it("gives no focus back to an opener that has left the page", () => {
    const store = createDialogStore<string>("none");
    store.open("about", button(false));
    store.close();
    expect(store.takeReturnFocus()).toBeNull();
  });

  it("keeps one return target per store", () => {
    const favorites = createDialogStore<string>("view");
    const calls = createDialogStore<null>(null);
    const heart = button(true);
    const phone = button(true);
    favorites.open("add", heart);
    calls.open(null, phone);
    expect(favorites.takeReturnFocus()).toBe(heart);
    expect(calls.takeReturnFocus()).toBe(phone);
  });

  it("tells what it is open for, outside React", () => {
    const store = createDialogStore<string>("view");
    expect(store.current()).toMatchObject({ open: false, request: "view" });
    store.open("add", button(true));
    expect(store.current()).toMatchObject({ open: true, request: "add", seq: 1 });
    store.close();
    expect(store.current()).toMatchObject({ open: false, request: "add" });
  });
});
