// What docs/*.md quote in backticks as code, and whether the tree still has it (scripts/docs-names.test.mjs).
//
// A "code name" is one of these, found in an inline `code span` (fenced blocks are not read):
//   - an identifier with a code shape: camelCase (`takeStock`), PascalCase of two humps or more (`AppError`),
//     snake_case (`goods_id`, a column or an API field), SCREAMING_SNAKE (`DATABASE_URL`); inside any span,
//     calls and snippets included (`readUpload(request, rules)` checks `readUpload`). One plain word (`staff`,
//     `Suspense`, `NAME`) is prose as often as code, so it is not checked.
//   - a file path: a span without spaces that names a file (`modules/wallet/ledger.ts`), a folder (`api/`), or
//     a path under a known top folder (`apps/web/src/app`); it may be written from any folder down
//     (`app/routes.tsx` is apps/web/src/app/routes.tsx) and without its extension, as an import names it.
//     Generated outputs (dist/, dist-ssr/), URLs and storage keys (`/api/...`, `goods/{id}/`) are not files.
//   - a package path: `@store/<workspace>/<file>` resolves as the workspace's exports do; another package
//     (`@fastify/static`, `antd/es/locale/zh_CN`) must be installed from a package.json of the tree.
//   - `npm run <script>`: the root package.json has the script.
// Placeholders stand for any text: `<thing>`, `…`, `*` and `NNNN` (`findOwn<Thing>`, `modules/orders/admin-*.ts`).
//
// "Still exists" means: an identifier appears in code outside docs/ (TypeScript and JavaScript read with the
// TypeScript scanner, so a name left only in a comment does not count; words of string literals do, since
// table, column and field names live in them; SQL, CSS, JSON and shell files by their words, comments
// removed); a path is a file or folder on disk.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';

/** Folders that hold no source: installed packages, build and test outputs, data. */
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-ssr', 'data', 'coverage', '.tmp', 'test-results']);
const SKIP_DIRS_AT_ROOT = new Set(['docs', 'screenshots', '.bench-data', '.data']);
const SCRIPT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const TEXT = /\.(sql|css|json|html|ya?ml|sh|webmanifest)$|^\.ci\/|(^|\/)\.[a-z]+rc$|ignore$/;
const TOP_DIRS = ['apps', 'packages', 'scripts', 'e2e', 'bench', 'docs'];

/** Every file and folder of the tree (relative, '/' separated), docs/ and outputs left out. */
export function walkTree(root) {
  const files = [];
  const dirs = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (SKIP_DIRS.has(entry.name) || (!dir && SKIP_DIRS_AT_ROOT.has(entry.name))) continue;
        dirs.push(path);
        walk(path);
      } else if (entry.isFile()) files.push(path);
    }
  };
  walk('');
  return { files, dirs };
}

const WORD = /[A-Za-z_$][\w$]*/g;
const addWords = (set, text) => {
  for (const [w] of text.matchAll(WORD)) set.add(w);
};

/** The identifiers and string words of a script, comments skipped. */
function scriptWords(text, jsx, words) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, jsx ? ts.LanguageVariant.JSX : 0, text);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.Identifier || kind === ts.SyntaxKind.PrivateIdentifier)
      words.add(scanner.getTokenValue());
    else if (
      kind === ts.SyntaxKind.StringLiteral ||
      kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
      kind === ts.SyntaxKind.TemplateHead
    )
      addWords(words, scanner.getTokenValue());
    else if (kind === ts.SyntaxKind.CloseBraceToken) {
      // `}` may close a template's ${…}: rescan it as the template's next part, whose words count too.
      const next = scanner.reScanTemplateToken(false);
      if (next === ts.SyntaxKind.TemplateMiddle || next === ts.SyntaxKind.TemplateTail)
        addWords(words, scanner.getTokenValue());
    } else if (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) scanner.reScanSlashToken();
  }
}

/** Every word the code of the tree uses (see the header for what counts). */
export function codeWords(root, files) {
  const words = new Set();
  for (const file of files) {
    if (SCRIPT.test(file)) scriptWords(readFileSync(join(root, file), 'utf8'), /x$/.test(file), words);
    else if (TEXT.test(file)) {
      const text = readFileSync(join(root, file), 'utf8');
      addWords(words, text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|\s)--\s.*$/gm, ' '));
    }
  }
  return words;
}

/** The inline code spans of a markdown text, fenced blocks removed, each with its line number. */
export function codeSpans(markdown) {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
  const spans = [];
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    spans.push({ span: match[1].replace(/\s+/g, ' ').trim(), line: text.slice(0, match.index).split('\n').length });
  }
  return spans;
}

const PLACEHOLDER = /<[^<>\s]+>|…|\*|NNNN/g;
const isPattern = (s) => /<[^<>\s]+>|…|\*|NNNN/.test(s);
/** A regex source for a name with placeholders; `word` says whether a placeholder may cross a '/'. */
const patternOf = (name, word) =>
  name
    .split(PLACEHOLDER)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(word ? '\\w*' : '[^/]*');

/** Is this word code-shaped (see the header)? */
export function isCodeWord(word) {
  const w = word.replace(PLACEHOLDER, 'Xx');
  return (
    /^[a-z][a-z0-9]*[A-Z]\w*$/.test(w) || // camelCase
    /^[A-Z][a-z0-9]+[A-Z]\w*$/.test(w) || // PascalCase, two humps
    /^_*[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(w) || // snake_case
    /^_*[A-Z][A-Z0-9]*(_[A-Z0-9]+)+_*$/.test(w) // SCREAMING_SNAKE
  );
}

/** The code-shaped words of a span; placeholders stay inside the word they belong to. */
export function wordsOf(span) {
  const out = [];
  for (const [w] of span.matchAll(/(?:[A-Za-z_$][\w$]*|<[A-Za-z]+>|…)+/g)) {
    if (w.startsWith('<') && w.endsWith('>')) continue; // a placeholder on its own
    if (isCodeWord(w)) out.push(w);
  }
  return out;
}

/**
 * Is the span a path (see the header), and which one? undefined when it is not a path. A path without an
 * extension or a trailing '/' starts with a folder name the tree has (`lib/antd-scope`), so a rule name
 * (`boundaries/dependencies`) is not taken for one.
 */
export function pathOf(span, dirNames) {
  // A leading '/' is a URL or a system path, a leading '-' a file-name ending (`-phone.css`), braces a key pattern.
  if (/\s/.test(span) || /^[/-]/.test(span) || /[{}?:=|]/.test(span)) return undefined;
  const path = span.replace(/^(\.\.?\/)+/, '');
  const segments = path.split('/');
  const last = segments.at(-1);
  const middle = segments.slice(0, -1);
  if (middle.some((s) => !/^(\.?[\w@*<>…-]+)$/.test(s) || /^\w+\.\w/.test(s))) return undefined;
  if (path.endsWith('/')) return path;
  if (/^\.?[\w*<>…-]+\.(ts|tsx|mts|js|mjs|cjs|json|css|sql|md|html)$/.test(last)) return path; // a file name
  if (segments.length > 1 && /^[\w*<>…-]+$/.test(last) && dirNames.has(segments[0])) return path; // a folder, or a module
  return undefined;
}

/** The names of every installed package a package.json of the tree depends on, and Node's own modules. */
export function packageNames(root, files) {
  const names = new Set(builtinModules);
  for (const file of files.filter((f) => f === 'package.json' || f.endsWith('/package.json'))) {
    const pkg = JSON.parse(readFileSync(join(root, file), 'utf8'));
    if (pkg.name) names.add(pkg.name);
    for (const key of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const name of Object.keys(pkg[key] ?? {})) names.add(name);
    }
  }
  return names;
}

/** The package a span names (`@scope/name` or a dependency followed by a file), if any. */
export function packageOf(span, packages) {
  if (/\s/.test(span)) return undefined;
  const scoped = span.match(/^(@[\w.-]+\/[\w.-]+)(\/.*)?$/);
  if (scoped) return { name: scoped[1], sub: scoped[2] ?? '' };
  const first = span.split('/')[0];
  if (span.includes('/') && packages.has(first)) return { name: first, sub: span.slice(first.length) };
  return undefined;
}

/** Does the tree have this path, written from any folder down? */
export function pathExists(path, tree) {
  if (/(^|\/)(dist|dist-ssr)(\/|$)/.test(path)) return true; // build outputs, absent from a clean clone
  const dir = path.endsWith('/');
  const bare = dir ? path.slice(0, -1) : path;
  const tail = `(^|/)${patternOf(bare, false)}`;
  const asDir = new RegExp(`${tail}$`);
  if (tree.dirs.some((d) => asDir.test(d))) return true;
  if (dir) return false;
  const hasExt = /\.\w+$/.test(bare.split('/').at(-1));
  const asFile = new RegExp(`${tail}${hasExt ? '' : '\\.(ts|tsx|mjs|js)'}$`);
  return tree.files.some((f) => asFile.test(f));
}

/** Does the package (and the file in it) exist? Workspaces resolve as their exports map does. */
export function packageExists({ name, sub }, root, tree, packages) {
  if (!packages.has(name)) return false;
  const workspace = tree.files.find(
    (f) => /^(apps|packages)\/[\w-]+\/package\.json$/.test(f) && readPkgName(root, f) === name,
  );
  if (workspace) {
    if (!sub) return true;
    const src = `${workspace.slice(0, -'package.json'.length)}src${sub}`;
    return [`${src}.ts`, `${src}.tsx`, `${src}/index.ts`].some((f) => existsSync(join(root, f)));
  }
  const base = join(root, 'node_modules', name + sub);
  return ['', '.js', '.mjs', '.d.ts'].some((ext) => existsSync(base + ext)) || isDir(base);
}
const pkgNames = new Map();
const readPkgName = (root, file) => {
  if (!pkgNames.has(file)) pkgNames.set(file, JSON.parse(readFileSync(join(root, file), 'utf8')).name);
  return pkgNames.get(file);
};
const isDir = (p) => existsSync(p) && statSync(p).isDirectory();

/** Does the tree's code use this word (a pattern when it holds placeholders)? */
export function wordExists(word, words) {
  if (!isPattern(word)) return words.has(word);
  const re = new RegExp(`^${patternOf(word, true)}$`);
  for (const w of words) if (re.test(w)) return true;
  return false;
}

/** Every stale code name of one markdown file: [{ line, name, why }]. */
export function staleNames(markdown, ctx) {
  const { root, tree, words, packages, scripts } = ctx;
  const stale = [];
  for (const { span, line } of codeSpans(markdown)) {
    const pkg = packageOf(span, packages);
    const path = pkg ? undefined : pathOf(span, ctx.dirNames);
    if (pkg) {
      if (!packageExists(pkg, root, tree, packages)) stale.push({ line, name: span, why: 'no such package or file' });
      continue;
    }
    if (path) {
      const top = path.split('/')[0];
      if (!pathExists(path, tree) && !(TOP_DIRS.includes(top) && isDir(join(root, path))))
        stale.push({ line, name: span, why: 'no such file or folder' });
      if (path.includes('/') || /\.\w+$/.test(path)) continue;
    }
    const run = span.match(/^npm run ([\w:-]+)/);
    if (run && !scripts.has(run[1])) stale.push({ line, name: span, why: 'no such npm script' });
    for (const word of wordsOf(span)) {
      if (!wordExists(word, words)) stale.push({ line, name: word, why: 'not used by any code' });
    }
  }
  return stale;
}

/** Everything the check reads from the tree, once. */
export function treeContext(root) {
  const tree = walkTree(root);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return {
    root,
    tree,
    words: codeWords(root, tree.files),
    packages: packageNames(root, tree.files),
    scripts: new Set(Object.keys(pkg.scripts ?? {})),
    dirNames: new Set(tree.dirs.map((d) => d.split('/').at(-1))),
  };
}
