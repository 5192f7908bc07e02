// Optional accounts (PROTOCOL.md "Ratings and accounts"): the view #account, where a guest keeps
// their name (POST /api/accounts with this browser's token: the same player, games and ratings,
// renamed to the username), logs in as a registered player from another device (POST
// /api/sessions) or logs out (this browser forgets its player); its data downloaded or deleted
// (privacy/privacy_box.js); and the start screen's box that says who this browser plays as. Passwords go only into the request body: never stored, shown
// or logged.

import { post_json } from '../net/api.js';
import * as storage from '../net/storage.js';
import { name_with_mark } from '../common/icons.js';
import { PrivacyBox } from '../privacy/privacy_box.js';
import { T, around } from '../texts/texts.js';

const USERNAME = /^[A-Za-z0-9_-]{3,20}$/; // as the server checks it
const PASSWORD_MIN = 10; // code points, as the server counts them
const PASSWORD_MAX = 128;

const RULES_USERNAME = 'A username is 3 to 20 letters (A–Z), digits, _ or -.';
const RULES_PASSWORD = `A password needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
export const WRONG_LOGIN = 'Wrong username or password.';
export const TAKEN = 'That username is taken. Choose another one.';

/** "57 seconds", "1 second", "2 minutes" (rounded up) from a Retry-After in seconds. */
export function wait_text(s) {
  if (s === null) return 'a minute';
  if (s < 90) return s === 1 ? '1 second' : `${s} seconds`;
  const m = Math.ceil(s / 60);
  return `${m} minutes`;
}

/** What an answer that is not a success means for the player, in one sentence or two. */
export function error_text(res, what) {
  const code = res.body?.error;
  if (res.status === 0) return 'Could not reach the server. Check the connection and try again.';
  if (res.status === 429) return `Too many tries. Try again in ${wait_text(res.retry_after)}.`;
  if (what === 'login' && res.status === 401) return WRONG_LOGIN;
  if (res.status === 409 && code === 'has_account') return 'This player already has a registered name. Log in with it instead.';
  if (res.status === 409) return TAKEN;
  if (res.status === 400 && code === 'unknown_token') return 'The server no longer knows this browser’s player. Reload the page and try again.';
  if (res.status === 400) {
    const why = typeof res.body?.message === 'string' ? ` (${res.body.message})` : '';
    return `The server could not use that username or password${why}. ${RULES_USERNAME} ${RULES_PASSWORD}`;
  }
  if (res.status === 503) return 'The server cannot save this right now. Try again in a moment.';
  if (res.status === 403) return 'The server refused a request from this page’s address.';
  return `The server refused the request (${res.status}). Try again later.`;
}

/** What is wrong with a new username and password, or '' when both follow the rules. */
export function check_new(username, password) {
  if (!USERNAME.test(username)) return RULES_USERNAME;
  const n = [...password].length;
  if (n < PASSWORD_MIN || n > PASSWORD_MAX) return RULES_PASSWORD;
  return '';
}

export class AccountScreen {
  /**
   * @param me () => the welcome's player {id, name, account} or null
   * @param relink () => void: the stored player changed; say hello again with the stored token
   * @param on_leave () => void: back to the start screen
   */
  constructor(doc, { me, relink, on_leave }) {
    this.$ = (id) => doc.getElementById(id);
    this.me_ = me;
    this.relink_ = relink;
    this.busy_ = false;
    this.$('register-form').addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.register_();
    });
    this.$('login-form').addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.login_();
    });
    this.$('reg-username').addEventListener('input', () => this.draw_name_note_());
    this.$('btn-logout').addEventListener('click', () => this.logout_());
    this.$('account-leave').addEventListener('click', () => on_leave());
    // Deleted: this browser forgets the player as a logout does, and says so.
    this.privacy_ = new PrivacyBox(doc, { me, forget: (text) => this.forget_(text) });
  }

  /** Shows the view for the player of this browser. */
  open() {
    this.$('account-done').textContent = '';
    this.clear_errors_();
    this.privacy_.open();
    this.draw();
  }

  close() {
    this.privacy_.close();
    for (const id of ['reg-password', 'login-password']) this.$(id).value = ''; // never kept on a page left
  }

  /** Redraws the start screen's box and the view (after each welcome). */
  draw() {
    const p = this.me_();
    const account = p?.account === true;
    const name = typeof p?.name === 'string' ? p.name : '';
    const view = this.$('account');
    view.dataset.state = p ? (account ? 'account' : 'guest') : 'connecting';
    this.$('register-form').hidden = account;
    this.$('login-form').hidden = account;
    this.$('logout-box').hidden = !account;
    const status = this.$('account-status');
    const box = this.$('account-box-text');
    if (account) {
      status.replaceChildren(...around(T.logged_in_as, name_with_mark(name, true)));
      box.replaceChildren(...around(T.registered_as, name_with_mark(name, true)));
      this.$('account-link').textContent = T.account_link_account;
    } else {
      status.textContent = name ? T.guest_named(name) : T.guest_status;
      box.textContent = T.ui_account_box_text;
      this.$('account-link').textContent = T.ui_account_link;
    }
    this.$('account-box').dataset.account = String(account);
    // A guest name that is a good username is offered as one: most keep the name they played under.
    if (!account && this.$('reg-username').value === '' && USERNAME.test(name)) this.$('reg-username').value = name;
    this.draw_name_note_();
    this.privacy_.draw();
  }

  /** Registering replaces the guest's name with the username: said before it happens, never silently. */
  draw_name_note_() {
    const p = this.me_();
    const name = p?.account !== true && typeof p?.name === 'string' ? p.name : '';
    const username = this.$('reg-username').value.trim();
    const note = this.$('reg-name-note');
    note.hidden = name === '' || username === name;
    note.textContent = note.hidden ? '' : T.reg_name_note(name, username);
  }

  async register_() {
    if (this.busy_) return;
    this.clear_errors_();
    const username = this.$('reg-username').value.trim();
    const password = this.$('reg-password').value;
    const problem = check_new(username, password);
    if (problem) {
      this.fail_('reg-error', problem, USERNAME.test(username) ? 'reg-password' : 'reg-username');
      return;
    }
    const token = storage.token();
    if (!token) {
      // Without it the server would make a new player: this guest's games would not come along.
      this.fail_('reg-error', 'Not connected to the server yet. Wait a moment and try again.', null);
      return;
    }
    const body = { username, password, token }; // the guest's own player gets the name: games and ratings stay
    const res = await this.post_('btn-register', 'api/accounts', body);
    if (res.status !== 201 || !this.take_(res.body)) {
      this.fail_('reg-error', error_text(res, 'register'), res.status === 409 ? 'reg-username' : null);
      return;
    }
    this.$('reg-password').value = '';
    this.done_(`Your name ${res.body.player.name} is registered. Log in with it on any other device.`);
  }

  async login_() {
    if (this.busy_) return;
    this.clear_errors_();
    const username = this.$('login-username').value.trim();
    const password = this.$('login-password').value;
    if (username === '' || password === '') {
      this.fail_('login-error', 'Enter your username and password.', username === '' ? 'login-username' : 'login-password');
      return;
    }
    const res = await this.post_('btn-login', 'api/sessions', { username, password });
    if (res.status === 200) storage.setMatch(null); // the score was another player's
    if (res.status !== 200 || !this.take_(res.body)) {
      this.fail_('login-error', error_text(res, 'login'), res.status === 401 ? 'login-password' : null);
      return;
    }
    this.$('login-password').value = '';
    this.done_(`Logged in as ${res.body.player.name}.`);
  }

  logout_() {
    const was = this.me_()?.name ?? '';
    this.forget_(`Logged out. This browser now plays as a new guest${was ? `; log in to play as ${was} again` : ''}.`);
  }

  /** This browser forgets its player (logged out, or deleted) and says `text`. */
  forget_(text) {
    storage.setToken(null);
    storage.setPlayer(null);
    storage.setName('');
    storage.setMatch(null);
    this.relink_(); // the next hello has no token: the server makes a new guest
    this.draw();
    this.done_(text);
  }

  /** Sends one request with its button disabled (one at a time). */
  async post_(button, path, body) {
    this.busy_ = true;
    this.$(button).disabled = true;
    try {
      return await post_json(path, body);
    } finally {
      this.busy_ = false;
      this.$(button).disabled = false;
    }
  }

  /** Stores the token and player of a 200/201 answer and says hello with them; false if malformed. */
  take_(body) {
    const p = body?.player;
    if (typeof body?.token !== 'string' || typeof p?.id !== 'string' || typeof p?.name !== 'string') return false;
    storage.setToken(body.token);
    storage.setPlayer(p.id);
    storage.setName(p.name);
    this.relink_();
    return true;
  }

  done_(text) {
    this.draw();
    this.$('account-done').textContent = text;
  }

  fail_(where, text, field) {
    this.$(where).textContent = text;
    if (field) {
      this.$(field).setAttribute('aria-invalid', 'true');
      this.$(field).focus();
    }
  }

  clear_errors_() {
    for (const id of ['reg-error', 'login-error']) this.$(id).textContent = '';
    for (const id of ['reg-username', 'reg-password', 'login-username', 'login-password']) this.$(id).removeAttribute('aria-invalid');
  }
}
