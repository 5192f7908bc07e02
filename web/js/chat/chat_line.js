// One chat line as DOM, text only: the name and the text go in with textContent, never as HTML.
// A link is an <a> built here (http and https only, rel="nofollow noopener", a new tab) when the
// sender's links may be followed; a new player's (`from.new`) stay plain text. A preset line is
// shown in the reader's words (presets.js).

import { T } from '../texts/texts.js';
import { display_text, preset_key } from './presets.js';

// A URL runs to the next space; closing punctuation at its end belongs to the sentence.
const URL_RE = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_RE = /[.,;:!?)\]}'’”]+$/;

/** The link's address when `raw` is an http(s) URL the browser can parse, else null. */
function safe_href(raw) {
  try {
    const u = new URL(raw);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** The nodes of `text`: text nodes, and with `links` an <a> per http(s) URL. */
export function text_nodes(doc, text, links) {
  if (!links) return [doc.createTextNode(text)];
  const out = [];
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    const url = m[0].replace(TRAILING_RE, '');
    const href = url ? safe_href(url) : null;
    if (!href) continue;
    if (m.index > last) out.push(doc.createTextNode(text.slice(last, m.index)));
    const a = doc.createElement('a');
    a.href = href;
    a.rel = 'nofollow noopener';
    a.target = '_blank';
    a.textContent = url;
    out.push(a);
    last = m.index + url.length;
  }
  if (last < text.length) out.push(doc.createTextNode(text.slice(last)));
  return out;
}

/** "14:05" in the reader's time, from an ISO 8601 instant; '' when it is not one. */
export function hh_mm(iso) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/**
 * The <li> of `line` {from:{id,name,new?}, text, at, ply}: `mine` writes "You" as the name;
 * `links` follows the sender's `new` (a replay's lines, which do not say, show none).
 */
export function line_element(doc, line, { mine = false } = {}) {
  const li = doc.createElement('li');
  li.className = 'chat-line';
  const from = line.from ?? {};
  if (typeof from.id === 'string') li.dataset.from = from.id;
  if (mine) li.classList.add('mine');
  const key = preset_key(line.text);
  if (key !== null) li.dataset.preset = key;
  const name = doc.createElement('span');
  name.className = 'chat-name';
  name.textContent = mine ? T.chat_you : typeof from.name === 'string' && from.name ? from.name : T.unnamed_player;
  const text = doc.createElement('span');
  text.className = 'chat-text';
  text.append(...text_nodes(doc, display_text(line.text), from.new === false && key === null));
  const at = hh_mm(line.at);
  if (at) li.title = at;
  li.append(name, doc.createTextNode(' '), text);
  return li;
}
