// Maneno ya mafumbo (puzzles/): ukurasa wa mafumbo, jibu kwa kila hatua, ukanushaji wa hatua
// isiyo sahihi, mfululizo, fumbo la siku kwenye skrini ya mwanzo na masomo ya uchambuzi. Sehemu
// ya `T`.

import { ACCESS_T } from './texts_access.js';
import { plural, list } from '../locale.js';

const SIDE = ACCESS_T.side_names;

export const PUZZLES_T = {
  puzzles_title: 'Mafumbo',
  puzzles_lead: 'Kila fumbo limethibitishwa na kitatuzi: hatua moja tu inashika matokeo bora, na kila hatua nyingine ni mbaya zaidi.',
  puzzle_goal: (side, goal) => (goal === 'win' ? `Zamu ya ${SIDE[side]}: tafuta hatua pekee inayoshinda.` : `Zamu ya ${SIDE[side]}: tafuta hatua pekee inayoshika sare.`),
  puzzle_rating: (text) => `Alama ya fumbo ${text}`,
  puzzle_you: (text) => `Alama yako ya mafumbo ${text}`,
  puzzle_themes: (names) => `Mada: ${names}`,
  puzzle_theme: { capture: 'kukamata', extra_turn: 'zamu ya ziada', chain: 'mfululizo wa zamu za ziada', sweep: 'kufagia', pie: 'kanuni ya keki', endgame: 'mwisho wa mchezo', quiet: 'hatua tulivu' },
  puzzle_board: 'Ubao',
  puzzle_loading: 'Fumbo linapakia…',
  puzzle_missing: 'Hakuna fumbo kama hilo.',
  puzzle_none: 'Seva hii haina mafumbo.',
  puzzle_failed: 'Fumbo halikuweza kupakiwa. Angalia muunganisho kisha ujaribu tena.',
  puzzle_send_failed: 'Hatua yako haikuweza kukaguliwa. Angalia muunganisho kisha uicheze tena.',
  puzzle_right_more: 'Sahihi. Mpinzani anajibu; tafuta hatua inayofuata.',
  puzzle_solved: 'Umetatua! Kila hatua ilikuwa pekee iliyoshika matokeo.',
  puzzle_wrong: (goal, value_for_you) => {
    const result = value_for_you > 0 ? `bado inashinda kwa mbegu ${value_for_you}` : value_for_you < 0 ? `inashindwa kwa mbegu ${-value_for_you}` : 'inaleta sare tu';
    return goal === 'win' && value_for_you > 0 ? `Si hiyo: ${result}, haitoshi kushika ushindi.` : `Si hiyo: hatua hiyo ${result}. Pitia ukanushaji hapa chini.`;
  },
  puzzle_wrong_plain: 'Si hiyo. Pitia ukanushaji hapa chini.',
  puzzle_rating_change: (change, text) => `Alama yako ya mafumbo: ${text} (${change})`,
  puzzle_ply: (side, pit) => `${SIDE[side]} anapanda shimo ${pit + 1}`,
  puzzle_ply_swap: (side) => `${SIDE[side]} anabadilisha upande`,
  puzzle_refutation: 'Ukanushaji',
  puzzle_solution: 'Suluhisho',
  puzzle_show_solution: 'Onyesha suluhisho',
  puzzle_step_back: 'Nyuma',
  puzzle_step_next: 'Hatua inayofuata',
  puzzle_step_at: (k, n) => `Nafasi ${k} kati ya ${n}`,
  puzzle_next: 'Fumbo linalofuata',
  puzzle_streak_mode: 'Hali ya mfululizo: mafumbo moja baada ya jingine hadi kosa la kwanza',
  puzzle_streak: (n) => `Mfululizo: ${n}`,
  puzzle_streak_over: (n) => `Mfululizo umeisha baada ya ${plural(n, { one: 'fumbo 1', other: `mafumbo ${n}` })}.`,
  puzzle_leave: 'Mchezo mpya',
  puzzles_link: 'Mafumbo',
  daily_title: 'Fumbo la siku',
  daily_text: (side, goal) => PUZZLES_T.puzzle_goal(side, goal),
  daily_open: 'Litatue',
  daily_failed: 'Fumbo la siku halikuweza kupakiwa.',
  lessons_title: 'Masomo yako',
  lessons_lead: 'Hatua za mchezo huu zilizopoteza zaidi, kila moja fumbo: tafuta hatua bora zaidi.',
  lesson_board: 'Ubao wa somo',
  lesson_item: (n, side, pit, loss, cls) =>
    `Hatua ${n}, ${SIDE[side]} ${pit === null ? 'alibadilisha upande' : `alipanda shimo ${pit + 1}`}: ${cls ?? 'kuteleza'}, mbegu ${loss} zimetolewa. Tafuta hatua bora zaidi.`,
  lesson_goal: (n, pit) => `Kabla ya hatua ${n}: mchezo uliendelea kwa ${pit === null ? 'kubadilisha upande' : `shimo ${pit + 1}`}. Tafuta hatua bora zaidi.`,
  lesson_right: (pit, loss) => `Sahihi: shimo ${pit + 1} linashika mbegu ${loss} ambazo hatua ya mchezo ilitoa.`,
  lesson_same: 'Hiyo ndiyo hatua iliyochezwa katika mchezo. Jaribu nyingine.',
  lesson_wrong: (best) =>
    `Si bora zaidi. ${plural(best.length, { one: 'Hatua bora ilikuwa shimo', other: 'Hatua bora zilikuwa mashimo' })} ${list(best.map((p) => String(p + 1)))}.`,
  lesson_refute: 'Pitia kile hatua ya mchezo ilichoruhusu',
  lesson_refuting: 'Inatafuta mstari bora baada yake…',
  lesson_refute_failed: 'Mstari haukuweza kupatikana. Angalia muunganisho kisha ujaribu tena.',
  lesson_refutation_value: (value, exact) =>
    `Baada ya hatua ya mchezo thamani ni ${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${exact ? '' : ' (makadirio)'}, ${SIDE.south} − ${SIDE.north}.`,
  lesson_refutation_title: (n) => `Mchezo bora baada ya hatua ${n}`,
};
