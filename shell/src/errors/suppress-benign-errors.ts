const BENIGN = /ResizeObserver loop|undelivered notifications/i;

/** SPEC §8: resize-observer loop notices and undelivered-notification errors are not reported. */
export function suppressBenignErrors(): void {
  window.addEventListener('error', (event) => {
    if (BENIGN.test(event.message)) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  });
}
