// The words of the text pages (how-to-play.html, oware.html, about.html, privacy.html), one file
// per page, gathered here so the catalog (texts.js) spreads them into `T` in one line.

import { HOWTO_T } from './texts_howto.js';
import { OWARE_HOWTO_T } from './texts_oware_howto.js';
import { ABOUT_T } from './texts_about.js';
import { POLICY_T } from './texts_policy.js';

export const PAGES_T = { ...HOWTO_T, ...OWARE_HOWTO_T, ...ABOUT_T, ...POLICY_T };
