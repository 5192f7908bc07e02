// The block API as this browser's player (docs/protocol.md §Blocking): GET, POST (block) and
// DELETE (unblock) /api/players/{id}/block with the stored token. Used by the player page's
// Block button (block_control.js) and a chat line's menu (chat/line_menu.js).

import { send_as_player, enc } from '../net/api.js';
import * as storage from '../net/storage.js';

/**
 * `method` on `id`'s block → {status, blocked}: `blocked` the server's answer (true/false), or
 * null when it gave none; status 0 when the server could not be asked, 401 before this browser
 * has a token (the first welcome gives one).
 */
export async function block_request(id, method) {
  const token = storage.token();
  if (!token) return { status: 401, blocked: null };
  const res = await send_as_player(`api/players/${enc(id)}/block`, method, token);
  const blocked = res.ok && typeof res.body?.blocked === 'boolean' ? res.body.blocked : null;
  return { status: res.status, blocked };
}
