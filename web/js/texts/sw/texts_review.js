// Hukumu na uthibitisho wa uchambuzi wa mchezo (review.js). Sehemu ya `T`.

import { list } from '../locale.js';

const plies = (n) => `hatua ${n}`;
const seconds = (ms) => `sekunde ${Math.round(ms / 1000)}`;

export const REVIEW_T = {
  rv_class: { best: 'bora zaidi', good: 'nzuri', inaccuracy: 'kasoro', mistake: 'kosa', blunder: 'kosa kubwa' },
  rv_lost: (n) => `mbegu ${n} zimepotea`,
  rv_best: (names) => `(bora: ${list(names, 'disjunction')})`,
  rv_only_ply: 'hatua pekee halali',
  rv_accuracy: (south, south_pct, north, north_pct) => `Usahihi: ${south} (Kusini) ${south_pct} · ${north} (Kaskazini) ${north_pct}`,
  rv_proving: (done, total) => `Inathibitisha makadirio: mipangilio ${done} kati ya ${total}… (thamani zinabadilika zikithibitishwa)`,
  rv_being_proven: 'inathibitishwa',
  rv_not_proven: 'haijathibitishwa: hakuna hukumu',
  rv_value_after: (v) => `thamani baadaye ${v}`,
  rv_accuracy_partial: (n) => `(${plies(n)} bado hazijahukumiwa)`,
  rv_unproven: {
    time_limit: (n, ms) =>
      `Uthibitisho umesimama: ${plies(n)} hazikuweza kuthibitishwa ndani ya ${seconds(ms)} kila moja. Zinabaki na thamani za makadirio (≈) na hazihukumiwi.`,
    no_proofs: (n) =>
      `Seva hii haithibitishi mpangilio wowote wa ubao huu, kwa hivyo ${plies(n)} zinabaki na thamani za makadirio (≈) na hazihukumiwi.`,
    waiting: (n) =>
      `Seva bado inaandaa jedwali ambalo uthibitisho unahitaji: ${plies(n)} zitathibitishwa likiwa tayari. Fungua uchambuzi tena baadaye.`,
    busy: (n) => `Seva ina shughuli na uthibitisho mwingine: ${plies(n)} bado hazijathibitishwa. Fungua uchambuzi tena baadaye.`,
    failed: (n) => `Uthibitisho umesimama kwa hitilafu: ${plies(n)} zinabaki na thamani za makadirio (≈) na hazihukumiwi.`,
  },
};
