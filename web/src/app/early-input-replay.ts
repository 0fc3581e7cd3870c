import { APP_READY_ATTRIBUTE, EARLY_INPUT_GLOBAL, EARLY_INPUT_HELD_ATTRIBUTE } from "@domain/pages/page-document";

/** What the inline early-input script (worker/pages/early-input-script.ts) leaves on window. */
export type EarlyInput = {
  /** The controls tapped (and forms submitted) before the app was ready, once each, in order. */
  queue: Element[];
  /** What each text field held after the visitor's last letter before the app was ready. */
  typed: Map<Element, string>;
  /** Whether the visitor has touched, clicked, typed or focused anything yet. */
  woken: boolean;
  /** Called once, when the visitor first acts. */
  onWake: (() => void) | null;
};

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: EarlyInput;
  }
}

export function earlyInput(): EarlyInput | undefined {
  return window[EARLY_INPUT_GLOBAL];
}

/**
 * Marks the page as the app's (so the early-input script lets events through) and, in the
 * next task (after every component's effects have run), gives the app what the visitor did
 * before: the letters typed into its fields, the field they are in, then each held tap, once.
 */
export function takeOverEarlyInput() {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
  const early = earlyInput();
  if (!early) return;
  setTimeout(() => {
    replayFocus();
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("#root input, #root textarea")) {
      replayTypedText(field, early.typed.get(field));
    }
    void replayHeld(early.queue.splice(0));
  }, 0);
}

/** How long a held control may wait for its part of the page to hydrate (a late chunk). */
const HYDRATION_WAIT_MS = 15_000;
const HYDRATION_POLL_MS = 50;

/**
 * Each held tap, in order, once its control is the app's. A part of the page that loads its
 * own code later (React.lazy) is hydrated after the rest, and React drops a click on a part
 * not hydrated yet: such a control stays busy until React has taken it (React marks the
 * elements it owns with a `__reactProps$…` key), or is let go after HYDRATION_WAIT_MS.
 */
async function replayHeld(held: Element[]) {
  for (const element of held) {
    const deadline = Date.now() + HYDRATION_WAIT_MS;
    while (element.isConnected && !ownedByReact(element) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, HYDRATION_POLL_MS));
    }
    element.removeAttribute("aria-busy");
    element.removeAttribute(EARLY_INPUT_HELD_ATTRIBUTE);
    if (!element.isConnected || !ownedByReact(element)) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) replayTap(element);
  }
}

const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/**
 * A tap as the browser reports one: press and release, then the click. Controls answer
 * different parts of it: most the click, a Radix menu's trigger the pointerdown, a Radix
 * tab the mousedown; none of ours acts on two of them.
 */
function replayTap(element: HTMLElement) {
  const pointerType = window.matchMedia("(pointer: coarse)").matches ? "touch" : "mouse";
  const press = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true, pointerType };
  element.dispatchEvent(new PointerEvent("pointerdown", press));
  element.dispatchEvent(new MouseEvent("mousedown", press));
  element.dispatchEvent(new PointerEvent("pointerup", press));
  element.dispatchEvent(new MouseEvent("mouseup", press));
  element.click();
}

/** The field the visitor is in was focused before the app listened: tell the app now. */
function replayFocus() {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.closest("#root")) {
    active.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  }
}

/**
 * Text typed before hydration is in the field but not in the app's state: hydration left an
 * input's value alone and set its defaultValue to what the app holds (a <textarea> it puts
 * back to its text: what the early-input script noted is what was typed). The value is put
 * back through the element's own setter (which React watches) to what the app holds, then
 * to the typed text through the prototype's setter (which it does not), so the input event
 * that follows reads as a change.
 */
function replayTypedText(field: HTMLInputElement | HTMLTextAreaElement, noted: string | undefined) {
  if (field instanceof HTMLInputElement && /^(checkbox|radio|file|submit|button|image|reset|hidden)$/.test(field.type)) return;
  const typed = noted ?? field.value;
  if (typed === field.defaultValue) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!setValue) return;
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
