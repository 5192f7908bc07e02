// The message catalogs (web/js/texts/<lang>/): every language the page offers has every key of
// the English catalog and no other, each entry of the same kind (words, or a function of the same
// number of arguments), and every key is used by the page's code or markup. Plain node: no
// browser or server is needed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../web/js/texts/languages.js';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const TEXTS = path.join(WEB, 'js', 'texts');
const load = async (code) => (await import(path.join(TEXTS, code, 'texts.js'))).T;

/** Each entry's path ("reasons.rated") and kind ("words", "function/2", "object", "list"). */
function shape(value, prefix = '', out = new Map()) {
  for (const [k, v] of Object.entries(value)) {
    const at = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'function') out.set(at, `function/${v.length}`);
    else if (typeof v === 'string') out.set(at, 'words');
    else if (Array.isArray(v)) out.set(at, 'list');
    else if (v && typeof v === 'object') {
      out.set(at, 'object');
      shape(v, at, out);
    } else out.set(at, typeof v);
  }
  return out;
}

/**
 * The page's code and markup, the catalogs left out: where a key must be used. Not web/pages/,
 * which the build writes from these: its bundles hold the catalogs themselves.
 */
function page_sources() {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (p === path.join(WEB, 'pages')) continue;
        if (path.dirname(p) === TEXTS && fs.existsSync(path.join(p, 'texts.js'))) continue; // a catalog
        walk(p);
      } else if (/\.(js|html)$/.test(e.name)) files.push(p);
    }
  };
  walk(WEB);
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

test('the languages offered are the catalogs there are, English among them', async () => {
  const folders = fs
    .readdirSync(TEXTS, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(TEXTS, e.name, 'texts.js')))
    .map((e) => e.name)
    .sort();
  assert.deepEqual(LANGUAGES.map((l) => l.code).sort(), folders);
  assert.ok(folders.includes('en'));
  // Each entry's literal import (the one the service worker follows) is its own folder's catalog.
  for (const l of LANGUAGES) assert.equal((await l.catalog()).T, await load(l.code), `${l.code}'s catalog()`);
});

test('every catalog has exactly the English keys, each of the same kind', async () => {
  const en = shape(await load('en'));
  assert.ok(en.size > 500, `the English catalog has ${en.size} entries`);
  for (const { code } of LANGUAGES) {
    if (code === 'en') continue;
    const got = shape(await load(code));
    const missing = [...en.keys()].filter((k) => !got.has(k));
    const extra = [...got.keys()].filter((k) => !en.has(k));
    const differ = [...en.keys()].filter((k) => got.has(k) && got.get(k) !== en.get(k)).map((k) => `${k}: ${got.get(k)}, English ${en.get(k)}`);
    assert.deepEqual({ missing, extra, differ }, { missing: [], extra: [], differ: [] }, `catalog ${code}`);
  }
});

test('no catalog entry is empty', async () => {
  for (const { code } of LANGUAGES) {
    const empty = [...shape(await load(code))].filter(([, kind]) => kind === 'words').map(([k]) => k);
    const T = await load(code);
    const blank = empty.filter((k) => k.split('.').reduce((o, p) => o[p], T).trim() === '');
    assert.deepEqual(blank, [], `catalog ${code}: empty entries`);
  }
});

test('every key of the catalog is used by the page', async () => {
  const sources = page_sources();
  const unused = Object.keys(await load('en')).filter((k) => !new RegExp(`\\b${k}\\b`).test(sources));
  assert.deepEqual(unused, [], 'keys no code or markup names');
});

test('French elides « de » and « que » before a name that starts with a vowel', async () => {
  const T = await load('fr');
  assert.equal(T.challenge_cancelled('Ada'), 'Le défi d’Ada a été retiré ou a expiré.');
  assert.equal(T.challenge_cancelled('Bob'), 'Le défi de Bob a été retiré ou a expiré.');
  assert.equal(T.waiting_for('Élodie'), 'En attente d’Élodie…');
  assert.equal(T.waiting_for('Hugo'), 'En attente de Hugo…');
  assert.equal(T.logged_in_as('Ines'), 'Vous êtes connecté en tant qu’Ines.');
  assert.equal(T.acct_logged_in('Kim'), 'Connecté en tant que Kim.');
  assert.equal(T.ed_store('Sud'), 'Grenier de Sud');
});
