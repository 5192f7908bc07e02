// Maneno ya kurasa za maandishi (how-to-play.html, oware.html, about.html, privacy.html), faili moja
// kwa kila ukurasa, yamekusanywa hapa ili katalogi (texts.js) iyaweke ndani ya `T` kwa mstari mmoja.

import { HOWTO_T } from './texts_howto.js';
import { OWARE_HOWTO_T } from './texts_oware_howto.js';
import { ABOUT_T } from './texts_about.js';
import { POLICY_T } from './texts_policy.js';

export const PAGES_T = { ...HOWTO_T, ...OWARE_HOWTO_T, ...ABOUT_T, ...POLICY_T };
