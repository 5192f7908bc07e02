// The words of a play ban (web/js/fairplay/play_ban.js, docs/protocol.md §Fair play): a refused
// queue.join, seek or challenge shows the ban's end, its reason and the time left. The module is
// plain: no browser or server is needed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { is_play_ban, play_ban_text, refusal_words } from '../../web/js/fairplay/play_ban.js';
import { T, use_catalog } from '../../web/js/texts/texts.js';
import { T as EN } from '../../web/js/texts/en/texts.js';

use_catalog(EN); // the page loads its language before any screen; here, English

const now = new Date(2026, 11, 5, 14, 22, 0); // local time: the page shows the ban's end in the reader's zone
const banned = (until, reason) => ({ type: 'error', code: 'play_banned', id: 'q', message: 'you cannot play', until: until.toISOString(), reason });

test('a play ban shows its end, its reason in words and the time left', () => {
  const until = new Date(2026, 11, 5, 14, 32, 0);
  const text = play_ban_text(banned(until, 'abort'), now);
  assert.equal(text, T.play_banned(T.play_ban_at(until, now), 'aborted games', '10 minutes'));
  assert.match(text, /^You cannot play until .+ \(aborted games\): 10 minutes left\.$/);
  assert.match(play_ban_text(banned(until, 'no_start'), now), /\(games not started in time\)/);
  assert.match(play_ban_text(banned(until, 'left_lost'), now), /\(lost games left to run out\)/);
});

test('a moderator’s own reason is shown as sent, and a ban with no reason has none', () => {
  const until = new Date(2026, 11, 6, 20, 32, 0);
  assert.match(play_ban_text(banned(until, 'harassment'), now), /\(harassment\): 30 hours 10 minutes left\.$/);
  assert.match(play_ban_text(banned(new Date(2026, 11, 5, 14, 22, 30)), now), /^You cannot play until [^(]+: under a minute left\.$/);
});

test('the time left in words', () => {
  assert.equal(T.play_ban_left(59_000), 'under a minute');
  assert.equal(T.play_ban_left(60_000), '1 minute');
  assert.equal(T.play_ban_left(61_000), '2 minutes');
  assert.equal(T.play_ban_left(60 * 60_000), '1 hour');
  assert.equal(T.play_ban_left(90 * 60_000), '1 hour 30 minutes');
  assert.equal(T.play_ban_left(48 * 60 * 60_000), '48 hours');
});

test('other refusals keep their own words', () => {
  const other = { type: 'error', code: 'bad_message', message: 'nope' };
  assert.equal(is_play_ban(other), false);
  assert.equal(play_ban_text(other, now), null);
  assert.equal(refusal_words(other, (r) => `Not possible: ${r.message}`), 'Not possible: nope');
  assert.equal(play_ban_text({ type: 'error', code: 'play_banned', until: 'soon' }, now), T.play_banned_unknown);
});
