// Playing a friend (PROTOCOL.md "Playing a friend"): the creator's side — `friend.create`, the
// waiting screen with the link to send, Copy, Share and Cancel, kept across a reload — and the
// friend's side — the invitation at #friend=CODE (GET /api/invites/{code}) and `friend.join`.
// Once the friend joins, both get a `game` and the game screen takes over.

import { get_json, enc } from '../net/api.js';
import * as storage from '../net/storage.js';
import * as V from '../board/variant.js';
import { T, clock, player_name, error_text } from '../texts/texts.js';
import { control_text } from '../clock/format.js';

/** Where the creator sits, in words for the friend: `side` is the creator's choice. */
function seats_text(side, creator) {
  if (side === 'south') return T.invite_seats_south(creator);
  if (side === 'north') return T.invite_seats_north(creator);
  return T.invite_seats_random;
}

/** "Kalah 6 × 4, clock 5+3" (the clock part only when the invitation has one). */
function rules_text(variant, tc) {
  const c = control_text(tc);
  return c ? T.friend_rules_clock(V.describe(variant), c) : V.describe(variant);
}

export class Friend {
  /**
   * @param app {start(msg, on_reply, name_el), show(screen), home(why?), banner(text, kind),
   *   clock() (the chosen time control or null)}: what the page's composition root lends this flow.
   */
  constructor(doc, conn, app) {
    this.$ = (id) => doc.getElementById(id);
    this.conn_ = conn;
    this.app_ = app;
    this.open_ = null; // the creator's open invitation on screen: {code, link, until}
    this.code_ = null; // the invitation the friend is looking at
    this.$('btn-friend').addEventListener('click', () => this.create_());
    this.$('btn-fw-copy').addEventListener('click', () => this.copy_());
    this.$('btn-fw-share').addEventListener('click', () => this.share_());
    this.$('btn-fw-cancel').addEventListener('click', () => this.cancel_());
    this.$('btn-invite-join').addEventListener('click', () => this.join_());
    for (const id of ['btn-invite-new', 'btn-invite-leave']) this.$(id).addEventListener('click', () => this.app_.home());
  }

  // ---- the creator -----------------------------------------------------------------------------

  create_() {
    const variant = V.from_form(document);
    const side = this.$('friend-side').value;
    const tc = this.app_.clock();
    this.app_.start({ type: 'friend.create', variant, side, clock: tc }, (reply) => {
      if (reply.type === 'error') {
        const why = reply.code === 'rate_limited' ? T.friend_too_many : T.friend_create_failed(error_text(reply));
        this.app_.banner(why, 'error');
        return;
      }
      if (reply.type !== 'friend.created') return;
      const inv = { code: reply.code, url: reply.url, variant: reply.variant ?? variant, side: reply.side ?? side, clock: reply.clock !== undefined ? reply.clock : tc };
      storage.setInvite(inv);
      this.wait_(inv, reply.expires_ms);
    });
  }

  /** After a reload: shows the waiting screen again if this tab's invitation is still open. */
  async resume() {
    const inv = storage.invite();
    if (!inv) return;
    const res = await get_json(`api/invites/${enc(inv.code)}`);
    if (storage.invite()?.code !== inv.code) return; // used or cancelled meanwhile
    if (res.status === 404) {
      storage.setInvite(null);
      return;
    }
    // The friend may have joined meanwhile: the game screen wins.
    if (document.body.dataset.screen !== 'start') return;
    this.wait_({ ...inv, side: res.body?.side ?? inv.side, variant: res.body?.variant ?? inv.variant }, res.body?.expires_ms);
  }

  /**
   * After a reconnect: invitations live in the server's memory, so one made before a restart is
   * gone. Said plainly rather than leaving the creator waiting on a dead link.
   */
  async on_reconnected() {
    const code = this.open_?.code;
    if (!code) return;
    const res = await get_json(`api/invites/${enc(code)}`);
    if (res.status !== 404 || this.open_?.code !== code) return; // joined meanwhile: a `game` came
    this.forget_();
    this.app_.home(T.friend_link_invalid);
  }

  /** True while this tab waits for a friend. */
  get waiting() {
    return this.open_ !== null;
  }

  wait_(inv, expires_ms) {
    const link = new URL(inv.url || `/#friend=${enc(inv.code)}`, location.origin).href;
    this.open_ = { code: inv.code, link, until: typeof expires_ms === 'number' ? performance.now() + expires_ms : null };
    this.$('fw-link').value = link;
    this.$('fw-copied').textContent = '';
    const you = inv.side === 'south' ? T.friend_you_south : inv.side === 'north' ? T.friend_you_north : T.friend_you_random;
    this.$('fw-rules').textContent = T.friend_wait_rules(rules_text(inv.variant, inv.clock), you);
    this.$('btn-fw-share').hidden = typeof navigator.share !== 'function';
    this.$('friend-wait').dataset.code = inv.code;
    this.app_.show('friend-wait');
    this.tick();
  }

  /** A `game` arrived for this player: if we were waiting, the friend has joined. */
  on_game(msg) {
    if (msg.you === 'spectator') return;
    if (this.open_) storage.setInvite(null);
    this.open_ = null;
    this.code_ = null;
  }

  /** Every 250 ms: the time left on the link; an expired one is forgotten. */
  tick() {
    const o = this.open_;
    if (!o || o.until === null) {
      this.$('fw-expiry').textContent = '';
      return;
    }
    const left = o.until - performance.now();
    if (left <= 0) {
      this.forget_();
      this.app_.home(T.friend_link_expired);
      return;
    }
    this.$('fw-expiry').textContent = T.friend_link_left(clock(left));
  }

  async copy_() {
    const o = this.open_;
    if (!o) return;
    try {
      await navigator.clipboard.writeText(o.link);
      this.$('fw-copied').textContent = T.friend_copied;
    } catch {
      // No clipboard access (plain http, or refused): select the text so one keystroke copies it.
      const input = this.$('fw-link');
      input.focus();
      input.select();
      let ok = false;
      try {
        ok = document.execCommand('copy');
      } catch {
        ok = false;
      }
      this.$('fw-copied').textContent = ok ? T.friend_copied : T.friend_selected;
    }
  }

  share_() {
    const o = this.open_;
    if (!o || typeof navigator.share !== 'function') return;
    navigator.share({ title: T.page_title, text: T.friend_share_text, url: o.link }).catch(() => {
      /* the player closed the share sheet: nothing to do */
    });
  }

  cancel_() {
    const o = this.open_;
    if (!o) return;
    this.forget_();
    // Answered by friend.cancelled, or invite_not_found when it just expired: gone either way.
    this.conn_.send({ type: 'friend.cancel', code: o.code });
    this.app_.home();
  }

  forget_() {
    this.open_ = null;
    storage.setInvite(null);
  }

  // ---- the friend --------------------------------------------------------------------------------

  /** Shows the invitation behind #friend=CODE. */
  async open_invite(code) {
    this.code_ = code;
    this.$('invite').dataset.state = 'loading';
    this.$('invite-title').textContent = T.invite_title;
    this.$('invite-text').textContent = T.invite_looking;
    this.$('invite-rules').textContent = '';
    this.$('invite-error').textContent = '';
    this.$('invite-join-box').hidden = true;
    this.$('btn-invite-new').hidden = true;
    // A registered player's field holds their username, locked (app.js restore_name).
    if (!this.$('name-invite').readOnly) this.$('name-invite').value = storage.name();
    this.app_.show('invite');
    const res = await get_json(`api/invites/${enc(code)}`);
    if (this.code_ !== code) return;
    if (res.status === 404 || (res.ok && !res.body)) return this.gone_();
    if (!res.ok) {
      this.$('invite-text').textContent = T.invite_failed;
      return;
    }
    const inv = res.body;
    const from = player_name(inv.from, T.invite_a_player);
    this.$('invite').dataset.state = 'open';
    this.$('invite-title').textContent = T.invite_from(from);
    this.$('invite-text').textContent = seats_text(inv.side, from);
    const v = V.complete(inv.variant);
    this.$('invite-rules').textContent = T.invite_rules(rules_text(v, inv.clock));
    this.$('invite-howto').href = v.game === 'oware' ? 'oware.html' : 'how-to-play.html';
    this.$('invite-join-box').hidden = false;
    this.$('btn-invite-join').disabled = false;
  }

  join_() {
    const code = this.code_;
    if (!code) return;
    this.$('btn-invite-join').disabled = true;
    this.$('invite-error').textContent = '';
    this.app_.start({ type: 'friend.join', code }, (reply) => {
      if (reply.type !== 'error' || this.code_ !== code) return;
      if (reply.code === 'invite_not_found') return this.gone_();
      this.$('btn-invite-join').disabled = false;
      this.$('invite-error').textContent = T.invite_cant_join(error_text(reply));
    }, this.$('name-invite'));
  }

  gone_() {
    this.$('invite').dataset.state = 'gone';
    this.$('invite-title').textContent = T.invite_gone_title;
    this.$('invite-text').textContent = T.invite_gone;
    this.$('invite-rules').textContent = '';
    this.$('invite-join-box').hidden = true;
    this.$('btn-invite-new').hidden = false;
  }
}
