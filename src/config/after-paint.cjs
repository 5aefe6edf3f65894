// @ts-check
/**
 * Paint first, then run the page's scripts (ARCHITECTURE "Hydration"). Next puts a page's scripts in the head as
 * `defer`: the browser downloads them beside the picture the page is about and runs them as soon as the document is
 * parsed, usually before its first frame is on screen, so on a phone's connection the picture shares the bandwidth
 * with ~120 kB of JavaScript and the first frame waits for the scripts to run. The production document instead lists
 * those scripts as data (`<script type="application/json" data-after-paint>`, see src/pages/_document.tsx) and ends
 * with this small loader, which adds them (in the same order, executed in order) once the browser reports the first
 * contentful paint. Where the browser cannot report it (no paint timing), the page is not visible (it will not
 * paint), or nothing is reported within FALLBACK_MS, the scripts are added at once, as Next would have run them.
 *
 * CommonJS without dependencies, because security-headers.cjs (read by next.config.js, and bundled into the
 * production server) allows this exact script by its hash: the policy still refuses every other inline script.
 * tests/unit/after-paint.test.ts runs it in a DOM; security-headers.test.ts computes the hash of the text below and
 * fails until AFTER_PAINT_SCRIPT_SOURCE is that hash; tests/e2e/page-safety.spec.ts checks that pages hydrate under
 * the policy and ask for their scripts after the first paint.
 */

/** The attribute that marks a JSON list of script addresses for the loader. */
const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** If the browser has not reported a first paint by then, the scripts are not held back any longer. */
const FALLBACK_MS = 3000;

const AFTER_PAINT_LOADER =
  '(function(d,P,f,n){function r(){if(n)return;n=1;' +
  `d.querySelectorAll("script[${AFTER_PAINT_ATTRIBUTE}]").forEach(function(l){JSON.parse(l.text).forEach(function(u){` +
  'var s=d.createElement("script");s.src=u;s.async=!1;d.head.appendChild(s)})})}' +
  'if(d.visibilityState!="visible"||(P&&P.supportedEntryTypes||[]).indexOf("paint")<0)return r();' +
  'if(performance.getEntriesByName(f).length)return setTimeout(r);' +
  'new P(function(l){l.getEntriesByName(f).length&&setTimeout(r)}).observe({type:"paint",buffered:!0});' +
  `d.addEventListener("visibilitychange",r);setTimeout(r,${FALLBACK_MS})` +
  '})(document,window.PerformanceObserver,"first-contentful-paint")';

/**
 * The Content-Security-Policy source that allows the loader and nothing else inline: the SHA-256 of its text, in
 * base64. After a change to the loader, security-headers.test.ts fails and prints the new value.
 */
const AFTER_PAINT_SCRIPT_SOURCE = "'sha256-voQNXWjRcbgVfyUw8RwUA73zAh8PD7/ZJ848FCIdj7I='";

module.exports = { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER, AFTER_PAINT_SCRIPT_SOURCE, FALLBACK_MS };
