// The offer buttons of a game in progress (PROTOCOL.md §Offers): Abort until both have moved,
// then Offer draw and Takeback, their waiting states, and the opponent's offer with Accept and
// Decline. The pages play a real friend game on a real server; the room's answers to offers
// (`offer`, `offer.cleared`) are given by the test's relay until the room has them, exactly as
// the protocol words them, so what is checked here is the page's side of the exchange.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, screenshot } from './harness.mjs';

const OFFER_TYPES = new Set(['abort', 'draw', 'takeback', 'decline', 'moretime']);
let server;
let browser;
before(async () => {
  server = await start_server();
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A relay between the pages and the server that keeps the offer messages (in `sent`, with the
 * seat that sent them) and answers them as the room will: an offer goes to both seats as
 * `offer`; a decline, or the same offer from the other seat, clears it with `offer.cleared`.
 */
function offer_relay() {
  const links = [];
  const sent = [];
  const pending = { draw: null, takeback: null };
  const to_seats = (frame) => links.filter((l) => l.seat).forEach((l) => l.ws.send(JSON.stringify(frame)));
  const answer = (m, seat) => {
    if (m.type === 'draw' || m.type === 'takeback') {
      if (pending[m.type] && pending[m.type] !== seat) {
        pending[m.type] = null;
        to_seats({ type: 'offer.cleared', game: m.game, kind: m.type });
      } else {
        pending[m.type] = seat;
        to_seats({ type: 'offer', game: m.game, kind: m.type, from: seat });
      }
    } else if (m.type === 'decline') {
      pending[m.kind] = null;
      to_seats({ type: 'offer.cleared', game: m.game, kind: m.kind });
    }
  };
  const route = async (page) => {
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const srv = ws.connectToServer();
      const link = { ws, seat: null };
      links.push(link);
      srv.onMessage((text) => {
        const m = JSON.parse(text);
        if (m.type === 'game' && (m.you === 'south' || m.you === 'north')) link.seat = m.you;
        ws.send(text);
      });
      ws.onMessage((text) => {
        const m = JSON.parse(text);
        if (!OFFER_TYPES.has(m.type)) return srv.send(text);
        sent.push({ seat: link.seat, ...m });
        answer(m, link.seat);
      });
    });
  };
  return { route, sent };
}

test('offers: Abort before both moved, then a draw offer declined and a takeback asked and declined', async () => {
  const relay = offer_relay();
  const a = await open_page(browser, server.url, undefined, relay.route);
  await a.fill('#name', 'Alice');
  await a.selectOption('#friend-side', 'south');
  await a.selectOption('#tc-friend', 'none');
  await a.click('#btn-friend');
  await a.waitForSelector('#friend-wait:not([hidden])');
  const b = await open_page(browser, await a.inputValue('#fw-link'), undefined, relay.route);
  await b.waitForSelector('#invite[data-state="open"]');
  await b.fill('#name-invite', 'Bob');
  await b.click('#btn-invite-join');
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  const id = await a.getAttribute('#game', 'data-game');
  const visible = (page, ids) => Promise.all(ids.map((x) => page.isVisible(`#${x}`)));
  const BUTTONS = ['btn-abort', 'btn-draw', 'btn-takeback', 'btn-moretime'];

  // Nobody has moved: only Abort (an untimed game has no +15 s; a takeback needs a ply of one's own).
  assert.deepEqual(await visible(a, BUTTONS), [true, false, false, false]);
  assert.deepEqual(await visible(b, BUTTONS), [true, false, false, false]);
  await a.click('#board .pit[data-side="0"][data-pit="0"]');
  await b.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  // Alice's own page hears her ply on its own connection, maybe after Bob's does.
  await a.waitForSelector('#btn-takeback:not([hidden])');
  // Alice has moved, Bob not yet: Abort stays; Alice may ask for her ply back (a casual game).
  assert.deepEqual(await visible(a, BUTTONS), [true, false, true, false]);
  await b.click('#board .pit[data-side="1"][data-pit="5"]');
  await a.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  assert.deepEqual(await visible(a, BUTTONS), [false, true, true, false]);
  await b.waitForSelector('#btn-draw:not([hidden])');
  assert.deepEqual(await visible(b, BUTTONS), [false, true, true, false]);

  // Alice offers a draw: her button waits, Bob is asked.
  await a.click('#btn-draw');
  await a.waitForSelector('#btn-draw[data-state="offered"]');
  assert.equal(await a.textContent('#btn-draw'), 'Draw offered');
  assert.equal(await a.isDisabled('#btn-draw'), true);
  await b.waitForSelector('#offer-incoming:not([hidden]) .offer-row[data-kind="draw"]');
  assert.equal(await b.textContent('.offer-row[data-kind="draw"] span'), 'Alice offers a draw.');
  assert.equal(await b.isVisible('#btn-draw'), false, 'the answer is Accept or Decline');
  await screenshot(b, 'offer-draw-incoming-1280x800.png');
  await b.click('#offer-decline-draw');
  await a.waitForSelector('#btn-draw[data-state="idle"]');
  assert.equal(await a.textContent('#btn-draw'), 'Offer draw');
  await b.waitForSelector('#offer-incoming', { state: 'hidden' });
  assert.equal(await b.isVisible('#btn-draw'), true);

  // Bob asks for his ply back; Alice declines.
  await b.click('#btn-takeback');
  await b.waitForSelector('#btn-takeback[data-state="offered"]');
  assert.equal(await b.textContent('#btn-takeback'), 'Takeback asked');
  await a.waitForSelector('.offer-row[data-kind="takeback"]');
  assert.equal(await a.textContent('.offer-row[data-kind="takeback"] span'), 'Bob asks to take back their last move.');
  await a.click('#offer-decline-takeback');
  await b.waitForSelector('#btn-takeback[data-state="idle"]');

  assert.deepEqual(
    relay.sent.map(({ seat, type, game, kind }) => ({ seat, type, game, ...(kind ? { kind } : {}) })),
    [
      { seat: 'south', type: 'draw', game: id },
      { seat: 'north', type: 'decline', game: id, kind: 'draw' },
      { seat: 'north', type: 'takeback', game: id },
      { seat: 'south', type: 'decline', game: id, kind: 'takeback' },
    ],
  );
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  await a.context().close();
  await b.context().close();
});
