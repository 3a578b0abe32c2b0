// jsdom gaps that react-router 7 and antd hit (see TOOLCHAIN.md), plus jest-dom matchers.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof performance.mark !== 'function') performance.mark = () => undefined;
if (typeof performance.measure !== 'function') performance.measure = () => undefined;

const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => getComputedStyle(element);

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// rc-component schedules some updates through MessageChannel; node's own keeps jest alive, so a timer stands in.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class {
    constructor() {
      const port1 = { onmessage: null, postMessage: () => undefined, close: () => undefined };
      this.port1 = port1;
      this.port2 = {
        postMessage: (data) => setTimeout(() => port1.onmessage?.({ data })),
        close: () => undefined,
      };
    }
  };
}
