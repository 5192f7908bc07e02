// Takes docs/screenshot.png for the README: a game against the computer a few plies in, at
// 1280×800. Run with MANCALA_SERVER set: `MANCALA_SERVER=build/server/mancala-server npm run screenshot`.
// Not a test: the picture is committed by hand when the page's look changes.

import path from 'node:path';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end, REPO } from './harness.mjs';

const server = await start_server();
const browser = await launch_browser();
try {
  const page = await open_page(browser, server.url, { width: 1280, height: 800 });
  await start_game(page, 'btn-bot', { name: 'Ada', level: 'medium', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');
  // A fixed opening so the picture is the same each time: S2 (extra turn), then S5.
  for (const pit of [2, 5]) {
    await wait_turn_or_end(page);
    await page.click(`#board .pit[data-side="0"][data-pit="${pit}"]`);
  }
  await wait_turn_or_end(page);
  await page.waitForTimeout(300); // let the last sowing settle
  const file = path.join(REPO, 'docs', 'screenshot.png');
  await page.screenshot({ path: file, clip: { x: 0, y: 0, width: 1280, height: 600 } });
  console.log(`wrote ${file}`);
} finally {
  await browser.close();
  await server.stop();
}
