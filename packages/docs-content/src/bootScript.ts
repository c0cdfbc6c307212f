/**
 * The inline script at the end of a built page that starts the app's modules once the page has
 * painted (decisions/0018). A prerendered page reads without scripts, so its first paint waits
 * for nothing but the stylesheet; starting the modules after it keeps their download out of the
 * way of everything the first screen shows, on a slow phone as much as in Lighthouse's model of
 * one. The element carries the entry (`data-entry`) and the modules to preload beside it
 * (`data-preload`, space-separated), so the text is the same on every page and the
 * Content-Security-Policy allows it by one hash.
 *
 * A classic script waits for the stylesheets above it, so it runs when the first frame can be
 * drawn; the modules start when the browser reports that frame's first contentful paint, which
 * it does once the frame has been shown (an animation frame comes too early: the frame may not
 * be on screen yet). A browser without paint timing waits two animation frames. A hidden page (a
 * background tab, a prerender) draws nothing: it starts at once. The timer covers a page whose
 * paint does not come (an off-screen frame, say): it starts a second after the script ran.
 *
 * Until the app starts, a click on a demo (inside `[data-demo-live]`, not on a link) or on any
 * other `button[type=button]` (a button that does nothing without scripts, so keeping it costs
 * nothing if they never run) is kept in `window.__TESSERA_EARLY_CLICKS__` with its default action
 * prevented. The theme makes a button's click again once the app has started and sets the list's
 * `app`, which ends the keeping of those; its demos make theirs again once they are live and call
 * the list's `stop` to end the keeping of the rest.
 */
export const bootScript =
  "(function(s){var d=s.dataset,b=0,P=window.PerformanceObserver,c=window.__TESSERA_EARLY_CLICKS__=[];function k(e){var t=e.target;if(e.isTrusted&&t instanceof Element&&!t.closest('a[href]')&&(t.closest('[data-demo-live]')||!c.app&&t.closest('button[type=button]'))){e.preventDefault();c.push(e)}}document.addEventListener('click',k,true);c.stop=function(){document.removeEventListener('click',k,true)};function go(){if(b)return;b=1;var h=document.head;(d.preload?d.preload.split(' '):[]).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});var e=document.createElement('script');e.type='module';e.src=d.entry;h.appendChild(e)}if(document.visibilityState!=='visible')return go();if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(go)});setTimeout(go,1000)})(document.currentScript)";
