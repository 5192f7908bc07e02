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
import { render, join_styles } from '../../scripts/prerender-pages.mjs';

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

test('web/pages/ is what the sources make now (the build writes it; rebuild after changing a page or a catalog)', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mancala-pages-'));
  try {
    execFileSync('node', ['--no-warnings', path.join(REPO, 'scripts', 'prerender-pages.mjs'), path.join(REPO, 'web'), out]);
    const listed = (root) => fs.readdirSync(root, { recursive: true }).filter((f) => /\.(html|css)$/.test(f)).sort();
    const pages = path.join(REPO, 'web', 'pages');
    assert.ok(fs.existsSync(pages), 'web/pages/ is missing: the build writes it (web/CMakeLists.txt)');
    assert.deepEqual(listed(pages), listed(out));
    assert.equal(listed(out).length, 8 * 5 + 2, 'five pages in each of the eight languages, and two joined style sheets');
    for (const f of listed(out))
      assert.equal(fs.readFileSync(path.join(pages, f), 'utf8'), fs.readFileSync(path.join(out, f), 'utf8'), `web/pages/${f} is stale`);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
