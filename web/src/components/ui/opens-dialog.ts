// A button that opens a <dialog> (or a popover) of the page by itself, through an invoker command
// (`commandfor` + `command="show-modal"`): the browser acts on the tap the moment the page is
// painted, before the app's code has arrived, and gives focus back to the button on close.

// Browsers before invoker commands (Safari before 26, Firefox before 144) ignore the
// attributes: there the app's code opens the dialog once it has arrived.
const invokersSupported = () => typeof HTMLButtonElement !== "undefined" && "commandForElement" in HTMLButtonElement.prototype;

/** What makes a button open the dialog `id`: the browser by itself, or the app where it cannot. */
export function opensDialog(id: string) {
  return {
    commandfor: id,
    command: "show-modal",
    onClick: () => {
      if (!invokersSupported()) (document.getElementById(id) as HTMLDialogElement | null)?.showModal();
    },
  };
}

/** What makes a button inside the dialog `id` close it: the browser's command, or the app's click. */
export function closesDialog(id: string) {
  return {
    commandfor: id,
    command: "close",
    onClick: () => {
      if (!invokersSupported()) (document.getElementById(id) as HTMLDialogElement | null)?.close();
    },
  };
}

/** What makes a button open and close the popover `id`: the browser by itself, or the app where it cannot. */
export function togglesPopover(id: string) {
  return {
    commandfor: id,
    command: "toggle-popover",
    onClick: () => {
      if (!invokersSupported()) document.getElementById(id)?.togglePopover();
    },
  };
}
