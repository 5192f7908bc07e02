// As palavras das páginas de texto (how-to-play.html, oware.html, about.html, privacy.html), um
// ficheiro por página, reunidos aqui para que o catálogo (texts.js) os junte a `T` numa linha.

import { HOWTO_T } from './texts_howto.js';
import { OWARE_HOWTO_T } from './texts_oware_howto.js';
import { ABOUT_T } from './texts_about.js';
import { POLICY_T } from './texts_policy.js';

export const PAGES_T = { ...HOWTO_T, ...OWARE_HOWTO_T, ...ABOUT_T, ...POLICY_T };
