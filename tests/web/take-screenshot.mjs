// Takes docs/screenshot.png for the README: a friend game a few plies in, at 1280×800, with both
// players' clocks (the start screen's default time control), the side to move's running. Run with MANCALA_SERVER set:
// `MANCALA_SERVER=build/server/mancala-server npm run screenshot` (MANCALA_SCREENSHOT=FILE writes
// elsewhere). Not a test: the picture is committed by hand when the page's look changes.

import path from 'node:path';
import { start_server, launch_browser, open_page, wait_turn_or_end, REPO } from './harness.mjs';

const server = await start_server();
const browser = await launch_browser();
try {
  const page = await open_page(browser, server.url, { width: 1280, height: 800 });
  await page.fill('#name', 'Ada');
  await page.selectOption('#friend-side', 'south');
  await page.click('#btn-friend');
  await page.waitForSelector('#friend-wait:not([hidden])');
  const friend = await open_page(browser, await page.inputValue('#fw-link'));
  await friend.waitForSelector('#invite[data-state="open"]');
  await friend.fill('#name-invite', 'Grace');
  await friend.click('#btn-invite-join');
  await page.waitForSelector('#game:not([hidden])');
  // A fixed opening so the picture is the same each time: S2 (extra turn), S5, then N1 (pit 0).
  for (const [who, side, pit] of [[page, 0, 2], [page, 0, 5], [friend, 1, 0]]) {
    await wait_turn_or_end(who);
    await who.click(`#board .pit[data-side="${side}"][data-pit="${pit}"]`);
  }
  await wait_turn_or_end(page);
  await page.waitForSelector('#clock-bottom.running');
  await page.waitForTimeout(300); // let the last sowing settle
  const file = process.env.MANCALA_SCREENSHOT || path.join(REPO, 'docs', 'screenshot.png');
  await page.screenshot({ path: file, clip: { x: 0, y: 0, width: 1280, height: 600 } });
  console.log(`wrote ${file}`);
} finally {
  await browser.close();
  await server.stop();
}
