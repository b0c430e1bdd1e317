/**
 * The flags every Chromium the tests and the bench start is given. They keep it off the network
 * it cannot reach and out of the sandbox root forbids, and they switch off the omnibox popup:
 * Chromium 156 renders that popup as two web pages of its own (chrome://omnibox-popup…) even
 * headless, in a renderer that repainted on every navigation and kept up to half a core busy
 * between them: about half of the browser's CPU in a browser spec, on a 2-core machine.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
