// The WebSocket link to the server (PROTOCOL.md v1): says hello with the stored token, numbers
// requests with `id`, and reconnects with backoff when the link drops or goes silent (the
// heartbeat of connection/heartbeat.js).

import { Heartbeat } from '../connection/heartbeat.js';

const PROTOCOL_VERSION = 1;
// Backoff after a lost connection: 0.5 s doubling up to 10 s, plus up to 30 % jitter so a
// restarted server is not hit by every client in the same millisecond.
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 10000;
const CLOSE_REPLACED = 4001;

/**
 * Events (CustomEvent, `detail` shown):
 * - `message`: a server message object (after `welcome`, every message in order);
 * - `welcome`: the welcome message {player:{id,name}, token};
 * - `link`: {state: 'connecting'|'online'|'offline'|'replaced', retry_ms?, reason?} for the
 *   banner (reason 'draining' when the server said it is shutting down, 'silent' when the link
 *   stopped answering without closing).
 */
export class Connection extends EventTarget {
  /**
   * @param {() => {name?: string, token?: string}} hello_fields read at each (re)connect
   * @param {() => boolean} [watching] read at each (re)connect: true opens `/ws?watch`, which the
   *   server serves on its spectators' threads (the link speaks the whole protocol either way)
   */
  constructor(hello_fields, watching = () => false) {
    super();
    this.hello_fields_ = hello_fields;
    this.watching_ = watching;
    this.ws_ = null;
    this.welcomed_ = false;
    this.pending_ = []; // messages sent before the welcome; flushed after it
    this.attempt_ = 0;
    this.retry_timer_ = null;
    this.next_id_ = 1;
    this.replies_ = new Map(); // id -> callback(message)
    this.heartbeat_ = new Heartbeat(() => this.ping_(), () => this.on_silent_(), () => this.welcomed_);
  }

  get online() {
    return this.welcomed_;
  }

  /** Opens the link (or reopens it now, e.g. to say hello again under a new name). */
  connect() {
    clearTimeout(this.retry_timer_);
    this.retry_timer_ = null;
    this.drop_('reconnect');
    const url = new URL('ws', location.href);
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    if (this.watching_()) url.search = 'watch';
    const ws = new WebSocket(url);
    this.ws_ = ws;
    this.heartbeat_.start();
    this.emit_('link', { state: 'connecting' });
    ws.addEventListener('open', () => {
      if (ws !== this.ws_) return;
      const hello = { type: 'hello', protocol: PROTOCOL_VERSION };
      const f = this.hello_fields_();
      if (f.name) hello.name = f.name;
      if (f.token) hello.token = f.token;
      ws.send(JSON.stringify(hello));
    });
    ws.addEventListener('message', (ev) => {
      if (ws !== this.ws_) return;
      this.heartbeat_.heard();
      let msg;
      try {
        msg = JSON.parse(ev.data);
      } catch {
        return; // the server only sends JSON; ignore anything else
      }
      this.on_message_(msg);
    });
    ws.addEventListener('close', (ev) => {
      if (ws !== this.ws_) return;
      this.ws_ = null;
      this.welcomed_ = false;
      this.heartbeat_.stop();
      if (ev.code === CLOSE_REPLACED) {
        // Another tab took over this player: fighting back would ping-pong between tabs.
        this.emit_('link', { state: 'replaced' });
        return;
      }
      this.schedule_retry_();
    });
  }

  /** Drops the link now and reconnects after `ms` (server.draining asks for this). */
  reconnect_after(ms, reason = 'draining') {
    clearTimeout(this.retry_timer_);
    this.drop_('server draining');
    this.emit_('link', { state: 'offline', retry_ms: ms, reason });
    this.retry_timer_ = setTimeout(() => this.connect(), ms);
  }

  /** Nothing heard for the heartbeat's bound: the link counts as lost, and is tried again. */
  on_silent_() {
    this.drop_('silent');
    this.schedule_retry_('silent');
  }

  /** Closes the link without waiting for its close event (which is then ignored). */
  drop_(why) {
    this.heartbeat_.stop();
    if (this.ws_) {
      const old = this.ws_;
      this.ws_ = null;
      old.close(1000, why);
    }
    this.welcomed_ = false;
  }

  /** The heartbeat's `ping`: sent directly, never queued; the `pong` is only proof of life. */
  ping_() {
    if (this.welcomed_ && this.ws_?.readyState === WebSocket.OPEN) this.ws_.send(JSON.stringify({ type: 'ping' }));
  }

  /**
   * Sends one message; returns its `id`. Before the welcome the message waits in order.
   * `on_reply` (optional) gets the server's direct answer or `error` that echoes the id.
   */
  send(msg, on_reply) {
    const id = `c${this.next_id_++}`;
    const full = { ...msg, id };
    if (on_reply) this.replies_.set(id, on_reply);
    if (this.welcomed_ && this.ws_?.readyState === WebSocket.OPEN) this.ws_.send(JSON.stringify(full));
    else this.pending_.push(full);
    return id;
  }

  /** Drops messages not yet sent (a game action queued offline may no longer make sense). */
  clear_pending() {
    this.pending_ = [];
  }

  on_message_(msg) {
    if (msg.type === 'pong') return;
    if (msg.type === 'welcome') {
      this.welcomed_ = true;
      this.attempt_ = 0;
      this.emit_('welcome', msg);
      this.emit_('link', { state: 'online' });
      const queued = this.pending_;
      this.pending_ = [];
      for (const m of queued) this.ws_.send(JSON.stringify(m));
      return;
    }
    if (typeof msg.id === 'string' && this.replies_.has(msg.id)) {
      const cb = this.replies_.get(msg.id);
      this.replies_.delete(msg.id);
      cb(msg);
    }
    this.emit_('message', msg);
  }

  schedule_retry_(reason) {
    const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** this.attempt_);
    const ms = Math.round(base * (1 + Math.random() * 0.3));
    this.attempt_++;
    this.emit_('link', reason ? { state: 'offline', retry_ms: ms, reason } : { state: 'offline', retry_ms: ms });
    this.retry_timer_ = setTimeout(() => this.connect(), ms);
  }

  emit_(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
