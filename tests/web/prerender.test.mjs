// scripts/prerender-pages.mjs, the pages written once per language: its refusals, its escaping,
// and that web/pages/ (which the build writes) is what the sources make now. Plain node: no
// browser or server is needed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, join_styles, module_scripts, use_bundles } from '../../scripts/prerender-pages.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

test('words are escaped as text and as attributes; the language names the page', () => {
  const T = { a: 'Fish & <chips>', b: 'say "hi"', c: '<em>bold</em>' };
  const html = '<html lang="en"><p data-text="a"></p><input placeholder="x" data-attrs="placeholder=b;title=a"><p data-html="c"></p>';
  assert.equal(
    render(html, T, 'fr', 'about.html', ''),
    '<html lang="fr"><p data-text="a">Fish &amp; &lt;chips&gt;</p>' +
      '<input placeholder="say &quot;hi&quot;" data-attrs="placeholder=b;title=a" title="Fish &amp; &lt;chips&gt;">' +
      '<p data-html="c"><em>bold</em></p>',
  );
});

test('a key the catalog lacks, or words that are a function, stop the build with the page and key', () => {
  assert.throws(() => render('<p data-text="gone"></p>', {}, 'de', 'about.html', ''), /about\.html \(de\): the catalog has no words for "gone"/);
  assert.throws(() => render('<p data-text="f"></p>', { f: () => 'x' }, 'de', 'about.html', ''), /no words for "f"/);
  assert.throws(() => render('<i data-attrs="title=gone">', {}, 'de', 'about.html', ''), /no words for "gone"/);
});

test('a marked element that already holds words is refused: the page must read the same with or without this step', () => {
  assert.throws(() => render('<p data-text="a">Hello</p>', { a: 'Hi' }, 'en', 'about.html', ''), /already holds "Hello"/);
});

test('a page’s style sheets are joined into one file named by its text, in their order; a page with one sheet keeps it', () => {
  const sheets = { 'css/a.css': 'p { color: red }', 'css/b.css': 'p { color: blue }' };
  const html = '<head>\n  <script src="x.js"></script>\n  <link rel="stylesheet" href="css/a.css">\n  <link rel="stylesheet" href="css/b.css">\n</head>\n';
  const joined = join_styles(html, (href) => sheets[href]);
  assert.match(joined.name, /^styles-[0-9a-f]{12}\.css$/);
  assert.equal(joined.html, `<head>\n  <script src="x.js"></script>\n  <link rel="stylesheet" href="pages/${joined.name}">\n</head>\n`);
  assert.equal(joined.css, '/* css/a.css */\np { color: red }\n/* css/b.css */\np { color: blue }');
  assert.equal(join_styles(html, (href) => sheets[href] + ' ').name === joined.name, false, 'another text, another name');
  const one = '<link rel="stylesheet" href="css/a.css">\n';
  assert.deepEqual(join_styles(one, () => ''), { html: one, name: null, css: null });
});

test('a page’s module scripts are found, and each is replaced by its bundle; others stay', () => {
  const html = '<script src="js/look/look_boot.js"></script>\n<script type="module" src="js/lang/page.js"></script>\n<script type="module" src="js/board/diagram.js"></script>\n';
  assert.deepEqual(module_scripts(html), ['js/lang/page.js', 'js/board/diagram.js']);
  assert.equal(
    use_bundles(html, new Map([['js/lang/page.js', 'pages/page-AB12.js']])),
    '<script src="js/look/look_boot.js"></script>\n<script type="module" src="pages/page-AB12.js"></script>\n<script type="module" src="js/board/diagram.js"></script>\n',
  );
});

test('web/pages/ is what the sources make now (the build writes it; rebuild after changing a page, a catalog or a script)', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mancala-pages-'));
  try {
    // The build bundles the scripts with Debian's esbuild (make's deps install it).
    let esbuild = '';
    try {
      esbuild = execFileSync('sh', ['-c', 'command -v esbuild'], { encoding: 'utf8' }).trim();
    } catch {
      assert.fail('esbuild is not installed: scripts/install-web-tools.sh installs it (make deps)');
    }
    execFileSync('node', ['--no-warnings', path.join(REPO, 'scripts', 'prerender-pages.mjs'), path.join(REPO, 'web'), out, '--esbuild', esbuild]);
    const listed = (root) => fs.readdirSync(root, { recursive: true }).filter((f) => /\.(html|css|js)$/.test(f)).sort();
    const pages = path.join(REPO, 'web', 'pages');
    assert.ok(fs.existsSync(pages), 'web/pages/ is missing: the build writes it (web/CMakeLists.txt)');
    assert.deepEqual(listed(pages), listed(out));
    const count = (pattern) => listed(out).filter((f) => pattern.test(f)).length;
    assert.equal(count(/\.html$/), 8 * 5, 'five pages in each of the eight languages');
    assert.equal(count(/^styles-\w+\.css$/), 2, 'two joined style sheets');
    assert.deepEqual(listed(out).filter((f) => /^(boot|page|diagram)-\w+\.js$/.test(f)).map((f) => f.split('-')[0]), ['boot', 'diagram', 'page'], 'a bundle for each module script the pages load');
    assert.ok(count(/^chunk-\w+\.js$/) >= 9, 'the app and each language in chunks of their own');
    for (const code of ['en', 'fr'])
      assert.deepEqual(module_scripts(fs.readFileSync(path.join(out, code, 'index.html'), 'utf8')), [], `${code}/index.html loads its bundle, not the modules`);
    for (const f of listed(out))
      assert.equal(fs.readFileSync(path.join(pages, f), 'utf8'), fs.readFileSync(path.join(out, f), 'utf8'), `web/pages/${f} is stale`);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
