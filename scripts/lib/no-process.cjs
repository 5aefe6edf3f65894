// `process` for browser-bundle modules that name it only to tell Node from a browser (next-esm-runtime.cjs): there
// is none, as in a browser.
module.exports = undefined;
