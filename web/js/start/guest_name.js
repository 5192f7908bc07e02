// The name a new guest is greeted with, in the page's language ("Invité 4821"): the first hello
// of a browser without a token carries it, so that the server's own default ("Guest ab12", for
// clients that send no name) is not the English word a player reads on a page in French.

import { T } from '../texts/texts.js';

/** The catalog's word for a guest and four random digits, e.g. "Gast 0937". */
export function guest_name() {
  const [n] = crypto.getRandomValues(new Uint16Array(1));
  return `${T.ui_guest} ${String(n % 10000).padStart(4, '0')}`;
}
