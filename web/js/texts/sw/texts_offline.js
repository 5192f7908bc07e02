// Maneno ya kucheza bila mtandao (offline/): skrini ya mchezo bila mtandao, matokeo yake, na taarifa
// ya michezo inayohifadhiwa kwenye kifaa na kutumwa ukiwa mtandaoni. Sehemu ya `T`.

import { ACCESS_T } from './texts_access.js';
import { plural } from '../locale.js';

const SIDE = ACCESS_T.side_names;

export const OFFLINE_T = {
  offline_title: 'Mchezo bila mtandao',
  offline_lead: 'Hakuna mtandao: mchezo huu unachezwa kwenye kifaa chako. Utatumwa kwa Michezo yako utakapokuwa mtandaoni.',
  offline_loading: 'Injini inaanza…',
  offline_unavailable: 'Kucheza bila mtandao hakupatikani kwenye kivinjari hiki.',
  offline_won: 'Umeshinda.',
  offline_lost: 'Umeshindwa.',
  offline_draw: 'Sare.',
  offline_side_won: (who) => `${who} ameshinda.`,
  offline_score: (south, north) => `${SIDE.south} ${south}, ${SIDE.north} ${north}.`,
  offline_kept: 'Umehifadhiwa kwenye kifaa hiki: utatumwa kwa Michezo yako utakapokuwa mtandaoni.',
  offline_swap: 'Badilisha pande',
  offline_new_game: 'Mchezo mpya',
  offline_sent: (n) =>
    plural(n, { one: `Mchezo ${n} wa bila mtandao umetumwa kwa Michezo yako.`, other: `Michezo ${n} ya bila mtandao imetumwa kwa Michezo yako.` }),
};
