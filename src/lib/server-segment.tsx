import { type ReactNode, use } from 'react';

/**
 * A part of the page that React's server renderer writes into an output segment of its own; the HTML is the same.
 *
 * React keeps a segment's HTML as a list of pieces (a tag's start, each attribute's name and value, each text)
 * until the whole page is rendered: a page of cards is some 20,000 pieces in one list. A list past 16 K entries
 * no longer fits V8's regular heap pages, and each time it grows V8 maps a fresh large-object page and touches it
 * page by page (some 30 page faults per render of home on these machines, docs/ARCHITECTURE.md "Render cost").
 * A component that suspends once makes React render the rest of the part in a new segment, which it writes in place
 * (no markers: the segment is not a Suspense boundary). The browser renders the children as they are.
 *
 * For the page's large parts (header, content, footer, the parts loaded later), which begin and end with elements
 * (a part ending in text would get React's text separator, `<!-- -->`, after it). Not for anything rendered with
 * `renderToString`, which cannot wait.
 */
export function ServerSegment({ children }: { children: ReactNode }) {
  // A new promise each time (React marks one it has seen settled and would not wait again), settled at once: React
  // takes the part up again in the same render, a microtask later, from the promise it kept for this component.
  if (typeof window === 'undefined') use(Promise.resolve(null));
  return children;
}
