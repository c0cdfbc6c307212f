/** localStorage key of the visitor's colour preference. */
export const COLOR_STORAGE_KEY = 'tessera-docs:prefers-color';

/** Set on <html> when the page is shown in a frame: a demo in its page's iframe. */
export const IN_FRAME_ATTRIBUTE = 'data-in-frame';

/**
 * The inline script every page runs in its head, before first paint: it reads the stored
 * preference and sets `data-prefers-color` on <html> to 'light' or 'dark'. Anything other
 * than 'light', 'dark' or 'auto' in storage, storage that throws, or cookies disabled all
 * mean light. A page in a frame is marked (`IN_FRAME_ATTRIBUTE`) before first paint, so a
 * demo in its page's iframe never shows the furniture of a demo opened alone. Kept tiny and
 * dependency-free: its SHA-256 goes into the CSP.
 */
export const headScript = `(function(){var d=document.documentElement,p='light';try{if(navigator.cookieEnabled){var s=localStorage.getItem('${COLOR_STORAGE_KEY}');if(s==='light'||s==='dark'||s==='auto')p=s}}catch(e){}if(p==='auto')p=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.setAttribute('data-prefers-color',p);if(window.top!==window.self)d.setAttribute('${IN_FRAME_ATTRIBUTE}','')})()`;
