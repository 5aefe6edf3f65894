// Which translation keys each storefront page can show without a click: the string literals of every module a page
// reaches through its imports (and _app's), matched against the keys of public/locales/en/common.json. The views
// of the modal and drawer registries load on a click (see LAZY_REGISTRIES): their strings come with the full
// namespace the browser fetches on the first string a page lacks or when such a view opens
// (src/lib/i18n/later-strings.ts, lazy-translations.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Files whose dynamic imports open on a click; their views' strings are not part of any page's first render. */
export const LAZY_REGISTRIES = [
  'src/components/layouts/managed-modal.tsx',
  'src/components/layouts/managed-drawer.tsx',
];

/** Where scripts/page-keys.mjs writes the result (every key is a string in it: not a module that renders). */
export const OUTPUT = 'src/lib/i18n/page-keys.json';

const EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '/index.tsx', '/index.ts'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function resolveImport(root, from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return undefined;
}

function parse(source, fileName) {
  const kind = fileName.endsWith('.json')
    ? ts.ScriptKind.JSON
    : /\.[jt]sx$/.test(fileName)
      ? ts.ScriptKind.TSX
      : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** Module specifiers a source file loads at run time (type-only imports left out); `lazy` for dynamic ones. */
export function importsOf(source, fileName = 'module.tsx') {
  return factsOf(parse(source, fileName)).imports;
}

/**
 * String literals of a file (parsed by TypeScript, so comments and JSX text do not count): whole strings, and the
 * fixed start of each template literal (`text-sort-${k}`).
 */
export function literalsOf(source, fileName = 'module.tsx') {
  return factsOf(parse(source, fileName)).literals;
}

/** A file's imports and literals, read in one walk of its syntax tree. */
function factsOf(tree) {
  const found = [];
  const whole = new Set();
  const prefixes = new Set();
  walk(tree, (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) whole.add(node.text);
    else if (ts.isTemplateExpression(node) && node.head.text.length > 2) prefixes.add(node.head.text);
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push({ spec: node.moduleSpecifier.text, lazy: false });
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push({ spec: node.moduleSpecifier.text, lazy: false });
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push({ spec: node.arguments[0].text, lazy: true });
  });
  return { imports: found, literals: { whole, prefixes } };
}

/** Each file parsed once however many pages reach it (pageKeys walks some 40 pages over the same modules). */
const factsByFile = new Map();
function factsOfFile(file) {
  let facts = factsByFile.get(file);
  if (!facts) {
    facts = factsOf(parse(readFileSync(file, 'utf8'), file));
    factsByFile.set(file, facts);
  }
  return facts;
}

/** Files a page reaches at first render: its static imports, and dynamic ones outside the click registries. */
export function reachableFiles(root, entries) {
  const seen = new Set();
  const lazy = new Set(LAZY_REGISTRIES.map((f) => path.join(root, f)));
  const stack = entries.map((e) => path.join(root, e));
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    // Server code (mail texts, API) never renders in a page.
    if (file.startsWith(path.join(root, 'src', 'server') + path.sep)) continue;
    if (file === path.join(root, OUTPUT)) continue;
    for (const { spec, lazy: dynamicImport } of factsOfFile(file).imports) {
      if (dynamicImport && lazy.has(file)) continue;
      const target = resolveImport(root, file, spec);
      if (target && !seen.has(target)) stack.push(target);
    }
  }
  return [...seen].filter(
    (f) => !f.startsWith(path.join(root, 'src', 'server') + path.sep) && f !== path.join(root, OUTPUT),
  );
}

/** The base keys (no plural suffix) of `allKeys` the files use, sorted. */
export function keysUsedBy(files, allKeys) {
  const bases = new Set(allKeys.map((k) => k.replace(PLURAL_SUFFIX, '')));
  const used = new Set();
  for (const file of files) {
    const { whole, prefixes } = factsOfFile(file).literals;
    for (const text of whole) {
      const key = text.startsWith('common:') ? text.slice('common:'.length) : text;
      if (bases.has(key)) used.add(key);
    }
    for (const prefix of prefixes) for (const base of bases) if (base.startsWith(prefix)) used.add(base);
  }
  return [...used].sort();
}

/** Storefront page files (src/pages minus api, admin, _app/_document) and their routes ('/products/[slug]'). */
export function storefrontPages(root) {
  const pagesDir = path.join(root, 'src', 'pages');
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const rel = path.relative(pagesDir, full).split(path.sep).join('/');
      if (statSync(full).isDirectory()) {
        if (rel !== 'api' && rel !== 'admin') walk(full);
      } else if (/\.tsx$/.test(name) && !name.startsWith('_')) {
        const source = readFileSync(full, 'utf8');
        if (!/getServerSideProps|getStaticProps/.test(source)) continue;
        const route = '/' + rel.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '');
        pages.push({ route: route === '/' ? '/' : route.replace(/\/$/, ''), file: path.relative(root, full) });
      }
    }
  };
  walk(pagesDir);
  return pages;
}

/**
 * `layout`: the keys every page carries (what _app reaches: header, footer, menus); `pages`: per route, the keys its
 * own modules add.
 */
export function pageKeys(root) {
  const allKeys = Object.keys(JSON.parse(readFileSync(path.join(root, 'public/locales/en/common.json'), 'utf8')));
  const layout = keysUsedBy(reachableFiles(root, ['src/pages/_app.tsx']), allKeys);
  const shared = new Set(layout);
  const pages = {};
  for (const { route, file } of storefrontPages(root))
    pages[route] = keysUsedBy(reachableFiles(root, ['src/pages/_app.tsx', file]), allKeys).filter(
      (k) => !shared.has(k),
    );
  return { layout, pages };
}
