import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const { NextEsmRuntimePlugin, esmTwin, nodeProbes, sideEffectFree } = require(
  path.join(root, 'scripts/lib/next-esm-runtime.cjs'),
);
// The webpack Next builds with, as next.config.js receives it.
const { webpack } = require('next/dist/compiled/webpack/webpack');

const nextDist = path.join(root, 'node_modules/next/dist');
const work = mkdtempSync(path.join(tmpdir(), 'next-esm-runtime-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Compiled = { modules: string[]; errors: string[]; exports: Record<string, unknown> };

/** Bundles an entry for the browser, as Next's client build would, and runs the bundle. */
function bundle(name: string, source: string, withPlugin: boolean): Promise<Compiled> {
  const entry = path.join(work, `${name}.js`);
  writeFileSync(entry, source);
  const compiler = webpack({
    mode: 'production',
    target: 'web',
    context: work,
    entry,
    output: { path: path.join(work, name), filename: 'out.js', library: { type: 'commonjs2' } },
    optimization: { minimize: false, concatenateModules: false },
    // Next's router bundles a size helper for its route filter that needs Node; Next's client build stubs them too.
    // As Next's client build: a module that names `process` gets Next's polyfill of it.
    resolve: {
      modules: [path.join(root, 'node_modules')],
      fallback: { fs: false, stream: false, zlib: false, process: path.join(nextDist, 'build/polyfills/process.js') },
    },
    plugins: [
      new webpack.ProvidePlugin({ process: ['process'] }),
      ...(withPlugin ? [new NextEsmRuntimePlugin(webpack)] : []),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error: Error | null, stats: any) => {
      compiler.close(() => {});
      if (error) return reject(error);
      const info = stats.toJson({ modules: true, errors: true, nestedModules: true });
      const flat = (list: any[] = []): any[] => list.flatMap((m) => [m, ...flat(m.modules)]);
      // Modules in the bundle: webpack also lists the ones it left out (orphans), such as an unused side-effect-free one.
      const modules = flat(info.modules)
        .filter((m) => !m.orphan)
        .map((m) => m.nameForCondition as string | undefined)
        .filter((file): file is string => typeof file === 'string');
      const errors = (info.errors ?? []).map((e: { message: string }) => e.message);
      if (errors.length > 0) return resolve({ modules, errors, exports: {} });
      const code = readFileSync(path.join(work, name, 'out.js'), 'utf8');
      const commonJsModule = { exports: {} as Record<string, unknown> };
      const sandbox = {
        module: commonJsModule,
        exports: commonJsModule.exports,
        console,
        process: { env: { NODE_ENV: 'production' } },
      };
      try {
        runInNewContext(code, sandbox);
      } catch (failure) {
        return reject(failure);
      }
      resolve({ modules, errors, exports: commonJsModule.exports });
    });
  });
}

// Next's own entry reaches its router relatively inside dist/esm once swapped; our code reaches it as next/router.
const twoWays = `
  export { default as viaPackage } from 'next/router';
  export { default as viaEsm } from 'next/dist/esm/client/router.js';
  export { RouterContext as contextViaCjs } from 'next/dist/shared/lib/router-context.shared-runtime';
  export { RouterContext as contextViaEsm } from 'next/dist/esm/shared/lib/router-context.shared-runtime.js';
`;
const routerFiles = (modules: string[]) => modules.filter((file) => /[\\/]client[\\/]router\.js$/.test(file));

describe('esmTwin', () => {
  it('maps a CommonJS file of Next’s runtime to its ES-module copy', () => {
    const cjs = path.join(nextDist, 'client/router.js');
    expect(esmTwin(cjs)).toBe(path.join(nextDist, 'esm/client/router.js'));
    expect(esmTwin(path.join(nextDist, 'shared/lib/head.js'))).toBe(path.join(nextDist, 'esm/shared/lib/head.js'));
  });

  it('leaves alone what is already ES, Next’s compiled packages, files without a twin and other packages', () => {
    expect(esmTwin(path.join(nextDist, 'esm/client/router.js'))).toBeNull();
    expect(esmTwin(path.join(nextDist, 'compiled/process/browser.js'))).toBeNull();
    expect(esmTwin(path.join(nextDist, 'client/no-such-file.js'))).toBeNull();
    expect(esmTwin(path.join(root, 'node_modules/react/index.js'))).toBeNull();
  });
});

describe('NextEsmRuntimePlugin', () => {
  it('without it, Next’s router and its context are bundled twice when reached two ways', async () => {
    const { modules, errors, exports } = await bundle('plain', twoWays, false);
    expect(errors).toEqual([]);
    expect(routerFiles(modules)).toHaveLength(2);
    expect(exports.contextViaCjs).not.toBe(exports.contextViaEsm);
  });

  it('with it, every runtime module is the ES-module copy and exists once', async () => {
    const { modules, errors, exports } = await bundle('swapped', twoWays, true);
    expect(errors).toEqual([]);
    expect(routerFiles(modules)).toEqual([path.join(nextDist, 'esm/client/router.js')]);
    expect(modules.filter((file) => esmTwin(file) !== null)).toEqual([]);
    expect(exports.contextViaCjs).toBe(exports.contextViaEsm);
    expect(exports.viaPackage).toBe(exports.viaEsm);
  });
});

// The pages router matches dynamic routes with getRouteMatcher; rewrites (none here) compile paths with safeCompile.
const matchesRoutes = `
  import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher';
  import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
  export const params = getRouteMatcher(getRouteRegex('/products/[slug]'))('/products/kettle-chips');
`;
const compilesPaths = `
  import { safeCompile } from 'next/dist/shared/lib/router/utils/route-match-utils';
  export const path = safeCompile('/products/:slug', { validate: false })({ slug: 'kettle-chips' });
`;
const pathToRegexpFiles = (modules: string[]) => modules.filter((file) => sideEffectFree.test(file));

describe('path-to-regexp in browser bundles', () => {
  it('without the plugin, matching a route bundles path-to-regexp although nothing calls it', async () => {
    const { modules, errors, exports } = await bundle('matcher-plain', matchesRoutes, false);
    expect(errors).toEqual([]);
    expect(exports.params).toEqual({ slug: 'kettle-chips' });
    expect(pathToRegexpFiles(modules)).toHaveLength(1);
  });

  it('with it, matching a route leaves path-to-regexp out and still matches', async () => {
    const { modules, errors, exports } = await bundle('matcher-swapped', matchesRoutes, true);
    expect(errors).toEqual([]);
    expect(exports.params).toEqual({ slug: 'kettle-chips' });
    expect(pathToRegexpFiles(modules)).toEqual([]);
  });

  it('with it, code that does compile a path still gets path-to-regexp', async () => {
    const { modules, errors, exports } = await bundle('compile-swapped', compilesPaths, true);
    expect(errors).toEqual([]);
    expect(exports.path).toBe('/products/kettle-chips');
    expect(pathToRegexpFiles(modules)).toHaveLength(1);
  });
});

// Next's constants list its config files with `process?.features?.typescript`; the router imports the constants.
// React and React DOM name `process` in their fallback for reporting an error outside a browser.
const asksNode = `
  import { CONFIG_FILES } from 'next/dist/shared/lib/constants';
  import { createElement } from 'react';
  import { hydrateRoot } from 'react-dom/client';
  export const files = CONFIG_FILES;
  export const element = createElement('p', null, 'kettle chips');
  export const hydrates = typeof hydrateRoot;
`;
const usesProcess = `
  export const env = typeof process.env;
`;
const processFiles = (modules: string[]) =>
  modules.filter((file) => /[\\/](compiled[\\/]process|polyfills[\\/]process\.js)/.test(file));

describe('Next’s process polyfill in browser bundles', () => {
  it('without the plugin, Next’s constants and React bring it for a question only Node can answer', async () => {
    const { modules, errors, exports } = await bundle('node-probes-plain', asksNode, false);
    expect(errors).toEqual([]);
    expect(exports.files).toEqual(['next.config.js', 'next.config.mjs', 'next.config.ts']);
    expect(processFiles(modules)).toHaveLength(2);
  });

  it('with it, those modules see no process, as in a browser, and the polyfill stays out', async () => {
    const { modules, errors, exports } = await bundle('node-probes-swapped', asksNode, true);
    expect(errors).toEqual([]);
    expect(exports.files).toEqual(['next.config.js', 'next.config.mjs', 'next.config.ts']);
    expect(exports.element).toMatchObject({ type: 'p', props: { children: 'kettle chips' } });
    expect(exports.hydrates).toBe('function');
    const probes = modules.filter((file) => nodeProbes.test(file)).map((file) => path.basename(file));
    expect(probes).toEqual(
      expect.arrayContaining(['constants.js', 'react.production.js', 'react-dom-client.production.js']),
    );
    expect(processFiles(modules)).toEqual([]);
  });

  it('with it, code that does use process still gets the polyfill', async () => {
    const { modules, errors, exports } = await bundle('process-swapped', usesProcess, true);
    expect(errors).toEqual([]);
    expect(exports.env).toBe('object');
    expect(processFiles(modules)).toHaveLength(2);
  });
});
