/**
 * Peer figures measured on the generated 63-page corpus (3 demos a page, same machine),
 * printed beside ours in the same shape.
 */
export const peers = {
  'VitePress 1.6.4': {
    buildCpu: 26,
    componentJsCss: '55 / 17',
    jsOff: 'yes',
    lighthouse: '95, 1803, 226',
    searchPayload: 71,
    typing: 215,
  },
  'Docusaurus 3.10': {
    buildCpu: 70,
    componentJsCss: '221 / 14',
    jsOff: 'yes',
    lighthouse: '80, 2118, 814',
    searchPayload: 294,
    typing: 21,
  },
  'dumi 2.4.50 SPA': {
    buildCpu: 37,
    componentJsCss: '315 / 40',
    jsOff: 'no',
    lighthouse: '72, 3655, 474',
    searchPayload: 30,
    typing: 257,
  },
  'dumi 2.4.50 SSR': {
    buildCpu: 69,
    componentJsCss: '312 / 39',
    jsOff: 'no',
    lighthouse: '84, 2676, 503',
    searchPayload: 30,
    typing: 259,
  },
};

export const peerRows = [
  ['cold build, CPU s (user+sys)', 'buildCpu'],
  ['component page first-load JS / CSS, KiB brotli', 'componentJsCss'],
  ['main text readable with JavaScript off', 'jsOff'],
  ['Lighthouse mobile, component page (score, LCP ms, TBT ms)', 'lighthouse'],
  ['search payload, KiB brotli', 'searchPayload'],
  ['typing → results, ms (incl. any debounce)', 'typing'],
];
