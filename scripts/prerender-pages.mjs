#!/usr/bin/env node
// Writes each page of the web client once per language with its words in place, so that the first
// paint already reads in the player's language, before (or without) any script:
//
//   node scripts/prerender-pages.mjs WEB_ROOT [OUT] [--esbuild PATH]
//
// For every language of WEB_ROOT/js/texts/languages.js and every page below, OUT/<code>/<page> (OUT
// is WEB_ROOT/pages unless given) is the page with `<html lang>` set, each empty `data-text`
// element given its catalog entry as text, each empty `data-html` element its entry as markup (the
// catalogs' own, as fill_texts in texts.js writes it), each `data-attrs` pair's attribute set, and
// on the start page the title, the description, Kalah's title and lead and the default board's
// value (what lang/boot.js, board/oware.js and start/setup_value.js write first for a new player);
// its style sheets are joined into one, OUT/styles-<hash>.css (`join_styles`). With
// `--esbuild PATH` (Debian's esbuild), the pages' module scripts are bundled into OUT as well
// (`bundle_scripts`), so that a page loads a few files instead of about 130 modules.
// The server picks the file by the player's language (docs/web.md); the scripts fill the same
// words again, unchanged, and everything that depends on the player. Run by the build
// (web/CMakeLists.txt).
// Fails, naming the page and key, when an entry is missing or not words, or when a marked element
// already holds content: a page must read the same whether or not it was written here.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PAGES = ['index.html', 'how-to-play.html', 'about.html', 'privacy.html', 'oware.html'];

const escape_text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escape_attr = (s) => escape_text(s).replace(/"/g, '&quot;');

/** `T[key]` as words; throws naming the page when it is missing or not a string. */
function words(T, key, where) {
  const value = key.split('.').reduce((v, k) => v?.[k], T);
  if (typeof value !== 'string') throw new Error(`${where}: the catalog has no words for "${key}"`);
  return value;
}

/** Sets `attr` in the start tag `tag` (replacing its value, or adding it before the closing `>`). */
function set_attr(tag, attr, value) {
  const pattern = new RegExp(`(\\s${attr}=")[^"]*(")`);
  if (pattern.test(tag)) return tag.replace(pattern, `$1${escape_attr(value)}$2`);
  return tag.replace(/\s*>$/, ` ${attr}="${escape_attr(value)}">`);
}

/**
 * Fills the content of each element whose start tag matches `open` (which must be empty):
 * `content(key)` gives it, `key` being what `open`'s named group `key` matched ('' without one).
 */
function fill_element(html, open, content, where) {
  // A start tag, then its own end tag: `<p ...></p>`.
  const element = new RegExp(`(?<start>${open.source})(?<inner>[^<]*)(?<end></[a-z0-9]+>)`, 'g');
  return html.replace(element, (...args) => {
    const { start, inner, end, key = '' } = args.at(-1);
    if (inner.trim() !== '') throw new Error(`${where}: ${start} already holds "${inner.trim()}"`);
    return start + content(key) + end;
  });
}

/**
 * The page `html` in the language of catalog `T` (BCP 47 `tag`); `setup` is the start page's line
 * on the default board's value in that language.
 */
export function render(html, T, tag, page, setup) {
  const where = `${page} (${tag})`;
  let out = html.replace(/<html lang="[^"]*">/, `<html lang="${tag}">`);
  out = fill_element(out, /<[a-z0-9]+\b[^>]*\sdata-text="(?<key>[a-z0-9_.]+)"[^>]*>/, (key) => escape_text(words(T, key, where)), where);
  out = fill_element(out, /<[a-z0-9]+\b[^>]*\sdata-html="(?<key>[a-z0-9_.]+)"[^>]*>/, (key) => words(T, key, where), where);
  out = out.replace(/<[a-z0-9]+\b[^>]*\sdata-attrs="([^"]+)"[^>]*>/g, (tag_text, pairs) => {
    for (const pair of pairs.split(';')) {
      const [attr, key] = pair.split('=');
      tag_text = set_attr(tag_text, attr, words(T, key, where));
    }
    return tag_text;
  });
  if (page === 'index.html') {
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${escape_text(words(T, 'page_title', where))}</title>`);
    out = out.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escape_attr(words(T, 'page_description', where))}$2`);
    out = fill_element(out, /<h1 id="start-title">/, () => escape_text(words(T, 'start_title.kalah', where)), where);
    out = fill_element(out, /<p id="start-lead" class="lead">/, () => escape_text(words(T, 'start_lead.kalah', where)), where);
    out = out.replace(/<p id="setup-value" class="setup-value"/, '$& data-known="true"');
    out = fill_element(out, /<p id="setup-value" class="setup-value"[^>]*>/, () => escape_text(setup), where);
  }
  return out;
}

/**
 * `html` with its style sheets (`css/*.css` links, one a line) joined into one file, so that the
 * first paint waits on one request instead of one a sheet: {html, name, css}, where `html` links
 * `pages/<name>` in the first sheet's place and `css` is the sheets in their order; `read(href)`
 * gives a sheet's text. The name comes from the text, so pages with the same sheets share a file.
 * A page with fewer than two sheets is returned as it is (name and css null).
 */
export function join_styles(html, read) {
  const links = [...html.matchAll(/^([ \t]*)<link rel="stylesheet" href="(css\/[a-z0-9_-]+\.css)">\n/gm)];
  if (links.length < 2) return { html, name: null, css: null };
  const css = links.map(([, , href]) => `/* ${href} */\n${read(href)}`).join('\n');
  const name = `styles-${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
  let out = html.replace(links[0][0], `${links[0][1]}<link rel="stylesheet" href="pages/${name}">\n`);
  for (const [line] of links.slice(1)) out = out.replace(line, '');
  return { html: out, name, css };
}

/**
 * Bundles the module scripts the pages load (`entries`, paths under `root` such as
 * "js/lang/boot.js") with the esbuild program at `esbuild`: each becomes OUT/<name>-<hash>.js, the
 * modules two of them share and each one imported on demand (`import()`: the app, each language's
 * catalog) go to OUT/chunk-<hash>.js files. The page's main thread handles each file it fetches
 * (about 1 ms a request on a laptop, four times that on a phone): 130 modules cost more than the
 * code in them. Returns a map from each entry to its bundle's path from the web root ("pages/boot-….js").
 * Throws with esbuild's own message when it fails.
 */
export function bundle_scripts(root, out_root, entries, esbuild) {
  const meta = path.join(out_root, '.bundles.json');
  // Run from the web root, so that the module paths esbuild writes in the bundles' comments (and
  // so their names' hashes) do not depend on where the build runs or writes.
  execFileSync(esbuild, [
    ...entries,
    '--bundle', '--format=esm', '--splitting', `--outdir=${out_root}`,
    '--entry-names=[name]-[hash]', '--chunk-names=chunk-[hash]', `--metafile=${meta}`, '--log-level=warning',
  ], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  const { outputs } = JSON.parse(fs.readFileSync(meta, 'utf8'));
  fs.rmSync(meta);
  const bundles = new Map();
  for (const [file, { entryPoint }] of Object.entries(outputs)) {
    if (!entryPoint) continue;
    // Paths in the metafile are from esbuild's working directory, the web root; the pages name
    // their bundle under pages/, where the server has it, whatever OUT was.
    bundles.set(entryPoint.split(path.sep).join('/'), `pages/${path.basename(file)}`);
  }
  for (const e of entries) if (!bundles.has(e)) throw new Error(`esbuild wrote no bundle for ${e}`);
  return bundles;
}

// A page's module script, one a tag as the pages write them; its `src` ("js/…") is group 2.
const MODULE_SCRIPT = /(<script type="module" src=")(js\/[^"]+)("><\/script>)/g;

/** The module scripts `html` loads: the `src` of each `<script type="module">` ("js/…"). */
export const module_scripts = (html) => [...html.matchAll(MODULE_SCRIPT)].map((m) => m[2]);

/** `html` loading each module script's bundle (`bundles`, from `bundle_scripts`) in its place. */
export function use_bundles(html, bundles) {
  return html.replace(MODULE_SCRIPT, (all, a, src, b) => (bundles.has(src) ? a + bundles.get(src) + b : all));
}

/** `--esbuild PATH` from `argv`, and the arguments left. */
function options(argv) {
  const at = argv.indexOf('--esbuild');
  if (at < 0) return { esbuild: null, args: argv };
  if (!argv[at + 1]) throw new Error('--esbuild needs the path of the esbuild program');
  return { esbuild: argv[at + 1], args: argv.filter((_, i) => i !== at && i !== at + 1) };
}

async function main() {
  const { esbuild, args } = options(process.argv.slice(2));
  const root = path.resolve(args[0] ?? 'web');
  const js = (...parts) => import(pathToFileURL(path.join(root, 'js', ...parts)));
  const { LANGUAGES } = await js('texts', 'languages.js');
  const { use_catalog } = await js('texts', 'texts.js');
  const { set_locale } = await js('texts', 'locale.js');
  const { default_setup_text } = await js('start', 'setup_text.js');
  const out_root = path.resolve(args[1] ?? path.join(root, 'pages'));
  fs.rmSync(out_root, { recursive: true, force: true });
  fs.mkdirSync(out_root, { recursive: true });
  const entries = [...new Set(PAGES.flatMap((page) => module_scripts(fs.readFileSync(path.join(root, page), 'utf8'))))];
  const bundles = esbuild ? bundle_scripts(root, out_root, entries, esbuild) : new Map();
  for (const { code, tag } of LANGUAGES) {
    const { T } = await js('texts', code, 'texts.js');
    // The page's own modules make the words that depend on numbers, in this language.
    use_catalog(T);
    set_locale(tag);
    const setup = default_setup_text();
    fs.mkdirSync(path.join(out_root, code), { recursive: true });
    for (const page of PAGES) {
      const html = fs.readFileSync(path.join(root, page), 'utf8');
      const joined = join_styles(use_bundles(render(html, T, tag, page, setup), bundles), (href) => fs.readFileSync(path.join(root, href), 'utf8'));
      if (joined.name) fs.writeFileSync(path.join(out_root, joined.name), joined.css);
      fs.writeFileSync(path.join(out_root, code, page), joined.html);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(`prerender-pages: ${err.message}`);
    process.exit(1);
  });
}
