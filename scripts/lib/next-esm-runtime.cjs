// Browser builds take Next's own runtime from its ES-module copy (next/dist/esm), as Next's edge-runtime builds
// already do. Next's CommonJS files export through getters webpack cannot see through, so every page's first load
// carried all of Next's constant tables, its app-router helpers and a bundled copy of the default error page. From
// the ES modules webpack keeps only what a pages-router shop calls: the framework part of the first load drops by
// about 15 kB gzip.
//
// Every CommonJS file of next/dist/{api,client,lib,pages,shared} is swapped for its ES twin after resolution, its
// request and its resource alike, so a module exists once however it was imported (`next/router` from our code,
// `./router` from Next's entry). A check at the end of each compilation fails the build if a CommonJS file that has
// a twin is still there: two copies of Next's router or of its contexts would break navigation without a word.
//
// Next's route matcher (shared/lib/router/utils/route-match-utils.js) imports its compiled path-to-regexp for
// helpers that only rewrites and redirects call; the matcher the pages router uses does not. The compiled package
// is CommonJS without a sideEffects field, so webpack kept all of it (about 2 kB gzip) in every page's first load
// although nothing calls it. It is declared free of side effects: webpack then drops it where no export is used,
// and keeps it, as before, wherever something does use one.
//
// Browser bundles give a module that names `process` Next's polyfill of Node's process object (about 0.7 kB gzip,
// with its own timers and nextTick). In every page's first load three modules named it, each only to find out
// whether it runs in Node: Next's constants (`process?.features?.typescript`, to list next.config.mts) and React's
// and React DOM's fallback for reporting an error where neither `reportError` nor `window.ErrorEvent` exists
// (`typeof process === 'object'`). In those modules `process` is undefined, as it is in a browser: they answer as a
// browser does (no next.config.mts; `console.error`), and the polyfill is bundled only where code really uses it.
const fs = require('node:fs');
const path = require('node:path');

const commonJs = /([\\/]next[\\/]dist)[\\/](api|client|lib|pages|shared)[\\/]/;

/** Next's compiled packages that only define functions, so a bundle may leave them out when it calls none. */
const sideEffectFree = /[\\/]next[\\/]dist[\\/]compiled[\\/]path-to-regexp[\\/]/;

/** Modules that name `process` only to tell Node from a browser. */
const nodeProbes =
  /([\\/]next[\\/]dist[\\/]esm[\\/]shared[\\/]lib[\\/]constants\.js|[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/][^\\/]*\.production\.js)$/;
/** How Next's client build asks for its polyfill of `process` (ProvidePlugin, then resolve.fallback). */
const processRequest = /^process$|[\\/]next[\\/]dist[\\/]build[\\/]polyfills[\\/]process\.js$/;
/** What those modules get for `process` instead: undefined. */
const noProcess = path.join(__dirname, 'no-process.cjs');

/** The ES-module twin of a CommonJS file of Next's runtime, or null when it is not one or has no twin. */
function esmTwin(file) {
  if (!commonJs.test(file)) return null;
  const twin = file.replace(commonJs, (_, dist, dir) => [dist, 'esm', dir, ''].join(path.sep));
  return fs.existsSync(twin.split('?')[0]) ? twin : null;
}

class NextEsmRuntimePlugin {
  /** @param {typeof import('webpack')} webpack the webpack Next builds with */
  constructor(webpack) {
    this.webpack = webpack;
  }

  apply(compiler) {
    const { NormalModuleReplacementPlugin, WebpackError } = this.webpack;
    compiler.options.module.rules.push({ test: sideEffectFree, sideEffects: false });
    new NormalModuleReplacementPlugin(processRequest, (data) => {
      if (nodeProbes.test(data.contextInfo?.issuer ?? '')) data.request = noProcess;
    }).apply(compiler);
    new NormalModuleReplacementPlugin(commonJs, (data) => {
      const created = data.createData;
      if (!created || typeof created.resource !== 'string' || !esmTwin(created.resource)) return;
      const swap = (value) => value.replace(commonJs, (_, dist, dir) => [dist, 'esm', dir, ''].join(path.sep));
      for (const key of ['resource', 'request', 'userRequest', 'rawRequest']) {
        if (typeof created[key] === 'string') created[key] = swap(created[key]);
      }
      if (created.resourceResolveData?.path) created.resourceResolveData.path = swap(created.resourceResolveData.path);
    }).apply(compiler);

    compiler.hooks.compilation.tap('NextEsmRuntimePlugin', (compilation) => {
      compilation.hooks.finishModules.tap('NextEsmRuntimePlugin', (modules) => {
        for (const built of modules) {
          const file = built.resource;
          if (typeof file === 'string' && esmTwin(file)) {
            compilation.errors.push(
              new WebpackError(`NextEsmRuntimePlugin: ${file} is still CommonJS next to its ES-module twin`),
            );
          }
        }
      });
    });
  }
}

module.exports = { NextEsmRuntimePlugin, esmTwin, nodeProbes, sideEffectFree };
