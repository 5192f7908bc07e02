// The Bots page (#bots): the bot leaderboard per board and speed (bot_board.js), the bots online
// with *Challenge this bot* (bots_online.js) and the games with a bot in them to watch
// (bot_games.js). The section is built here and put into <main>, `hidden` like every screen
// until shown; the lists and the leaderboard are asked again every REFRESH_MS while it shows and the
// tab is visible, so a rating stored after a game shows without a reload.

import { T } from '../texts/texts.js';
import { BotBoard } from './bot_board.js';
import { BotsOnline } from './bots_online.js';
import { BotGames } from './bot_games.js';

const REFRESH_MS = 10000;

export class BotsScreen {
  /**
   * @param challenge (target {id, name}) => void: opens the challenge form at a bot
   * @param on_leave () => void: back to the start screen
   */
  constructor(doc, challenge, on_leave) {
    this.timer_ = null;
    const el = (tag, props = {}, ...kids) => {
      const e = Object.assign(doc.createElement(tag), props);
      e.append(...kids);
      return e;
    };
    this.board_ = new BotBoard(el);
    this.online_ = new BotsOnline(el, challenge);
    this.games_ = new BotGames(el);
    const leave = el('button', { type: 'button', id: 'bots-leave', textContent: T.bots_leave });
    leave.addEventListener('click', () => on_leave());
    const root = el('section', { id: 'bots', className: 'screen bots-screen', hidden: true },
      el('h1', { id: 'bots-title', className: 'view-title', textContent: T.bots_title }),
      el('p', { className: 'lead', textContent: T.bots_lead }),
      this.online_.root, this.games_.root, this.board_.root,
      el('div', { className: 'actions start' }, leave));
    root.setAttribute('aria-labelledby', 'bots-title');
    doc.querySelector('main').append(root);
  }

  /** Shows the page's lists now, and asks again now and then until close(). */
  open() {
    this.close();
    this.refresh_();
    this.timer_ = setInterval(() => document.hidden || this.refresh_(), REFRESH_MS);
  }

  close() {
    clearInterval(this.timer_);
    this.timer_ = null;
    this.board_.stop();
    this.online_.stop();
    this.games_.stop();
  }

  refresh_() {
    this.board_.load();
    this.online_.load();
    this.games_.load();
  }
}
