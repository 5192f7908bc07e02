// Who of the bots is online (GET /api/bots/online), for the Bots page's list and a bot's page:
// a challenge reaches a bot only while it is connected.

import { get_json } from '../net/api.js';
import { player_href } from '../common/ratings.js';
import { bot_mark } from '../common/icons.js';
import * as storage from '../net/storage.js';
import { T } from '../texts/texts.js';

/** The bots online now, [{id, name, rating?}], or null when the server could not say. */
export async function bots_online() {
  const res = await get_json('api/bots/online');
  return res.ok && Array.isArray(res.body?.bots) ? res.body.bots : null;
}

/**
 * Readies a bot's Challenge button: enabled while the bot is online (not for oneself), else
 * disabled with the reason in `note` (the button's description).
 */
export async function ready_bot_challenge(button, note, bot_id) {
  button.textContent = T.challenge_bot;
  button.setAttribute('aria-describedby', note.id);
  const list = await bots_online();
  const self = bot_id === storage.player();
  const online = Array.isArray(list) && list.some((b) => b.id === bot_id);
  button.disabled = self || !online;
  note.textContent = self ? T.challenge_bot_self : online ? '' : T.challenge_bot_offline;
  note.hidden = note.textContent === '';
}

export class BotsOnline {
  /**
   * @param el the page's element maker
   * @param challenge (target {id, name}) => void: opens the challenge form
   */
  constructor(el, challenge) {
    this.el_ = el;
    this.challenge_ = challenge;
    this.asked_ = 0;
    this.list_ = el('ul', { id: 'bots-online-list', className: 'game-list' });
    this.empty_ = el('p', { id: 'bots-online-empty', className: 'quiet', textContent: T.bots_online_empty, hidden: true });
    this.error_ = el('p', { className: 'error-text', role: 'alert' });
    this.root = el('section', { id: 'bots-online', className: 'bots-part' },
      el('h2', { id: 'bots-online-title', textContent: T.bots_online_title }), this.list_, this.empty_, this.error_);
    this.root.setAttribute('aria-labelledby', 'bots-online-title');
  }

  stop() {
    this.asked_++;
  }

  async load() {
    const ask = ++this.asked_;
    const list = await bots_online();
    if (ask !== this.asked_) return;
    this.error_.textContent = list === null ? T.bots_online_failed : '';
    const bots = list ?? [];
    this.list_.replaceChildren(...bots.map((b) => this.row_(b)));
    this.empty_.hidden = bots.length > 0 || list === null;
    this.root.dataset.state = list === null ? 'error' : 'ready';
  }

  row_(b) {
    const el = this.el_;
    const name = typeof b.name === 'string' && b.name ? b.name : T.unnamed_player;
    const link = el('a', { href: player_href(b.id), textContent: name }); // text, never HTML
    const who = el('span', { className: 'bot-who' }, link, bot_mark());
    if (Number.isFinite(b.rating)) who.append(' ', el('span', { className: 'rating', textContent: T.bots_rating(String(Math.round(b.rating))) }));
    const button = el('button', { type: 'button', className: 'bot-challenge', textContent: T.challenge_bot });
    button.setAttribute('aria-label', T.challenge_bot_label(name));
    button.disabled = b.id === storage.player();
    button.addEventListener('click', () => this.challenge_({ id: b.id, name }));
    const li = el('li', { className: 'bot-row' }, who, button);
    li.dataset.player = b.id;
    return li;
  }
}
