// @ts-check
/**
 * Paint first, then run the page's scripts (ARCHITECTURE "First paint"). Next puts a page's scripts in the head as
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
  '(function(){var d=document,done=0;' +
  'function run(){if(done)return;done=1;' +
  `var lists=d.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]');` +
  'for(var i=0;i<lists.length;i++){var urls=JSON.parse(lists[i].textContent||"[]");' +
  'for(var j=0;j<urls.length;j++){var s=d.createElement("script");' +
  's.src=urls[j];s.async=false;d.head.appendChild(s)}}}' +
  'var P=window.PerformanceObserver;' +
  'if(d.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return run();' +
  'if(performance.getEntriesByName("first-contentful-paint").length)return void setTimeout(run,0);' +
  'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(run,0)})' +
  '.observe({type:"paint",buffered:true});' +
  'd.addEventListener("visibilitychange",run);' +
  `setTimeout(run,${FALLBACK_MS})})()`;

/**
 * The Content-Security-Policy source that allows the loader and nothing else inline: the SHA-256 of its text, in
 * base64. After a change to the loader, security-headers.test.ts fails and prints the new value.
 */
const AFTER_PAINT_SCRIPT_SOURCE = "'sha256-o7o1iJHEuA60JIpSOUyPpZWz0ncO3g0wvZAVKjkDWUc='";

module.exports = { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER, AFTER_PAINT_SCRIPT_SOURCE, FALLBACK_MS };
