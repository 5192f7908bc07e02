// Maneno ya kichunguzi cha mipangilio (explorer/): hali, hatua bora na mfuatano mkuu, thamani ya
// shimo kwa kisoma skrini, fomu ya "Panga mpangilio", na thamani na hatua kwa maneno
// (common/values.js). Sehemu ya `T`.

import { num, list } from '../locale.js';

const seeds = (n) => `mbegu ${num(n)}`;

export const EXPLORER_T = {
  ply_pit: (n) => `shimo ${num(n)}`,
  ply_swap: 'kubadilisha upande',
  value_depth: (value, depth) => `${value}, kina ${num(depth)}`,
  outcome: {
    draw: 'sare',
    south: (n) => `Kusini inamaliza ikiwa mbele kwa ${num(n)}`,
    north: (n) => `Kaskazini inamaliza ikiwa mbele kwa ${num(n)}`,
  },
  ex_board_legend: 'Ubao na kanuni',
  ex_variant_go: 'Chambua mwanzo wa ubao huu',
  ex_analysing: 'Inachambua…',
  ex_refused: (why) => `Seva imekataa mpangilio huu: ${why}`,
  ex_load_failed: 'Uchambuzi haukuweza kupakiwa. Angalia muunganisho kisha ujaribu tena.',
  ex_sub_start: (board) => `${board} · kuanzia mwanzo`,
  ex_sub_by_hand: (board) => `${board} · kuanzia mpangilio uliopangwa kwa mkono`,
  ex_plies_played: (plies, pits) =>
    `Hatua zilizochezwa: ${plies.join(', ')} (mashimo yamehesabiwa 1–${num(pits)} kuanzia kushoto kwa mwenye shimo).`,
  ex_no_plies: 'Bado hakuna hatua iliyochezwa: chagua shimo ulicheze.',
  ex_pit_label: (side, pit, value, n, best) => `Shimo ${num(pit)} la ${side}: thamani ${value}, ${seeds(n)}${best ? ', bora zaidi' : ''}`,
  ex_value_depth: (value, depth) => `${value} (kina ${num(depth)})`,
  ex_swap: (value) => `Badilisha upande (${value})`,
  ex_to_move: 'zamu yake',
  ex_over: (s, n, value) => `Mchezo umekwisha: Kusini ${num(s)} – ${num(n)} Kaskazini (${value}).`,
  ex_status: (side, value, outcome) => `Zamu ya ${side} · thamani ${value}: ${outcome} kwa mchezo kamili.`,
  ex_status_estimate: (side, value, outcome) => `Zamu ya ${side} · thamani ${value}: ${outcome} (makadirio).`,
  ex_best: (plies) => `Bora zaidi: ${list(plies, 'disjunction')}.`,
  ex_line: (plies) => `Mfuatano mkuu: ${plies.join(', ')}.`,
  ed_pit: (side, pit) => `Shimo ${num(pit)} la ${side}`,
  ed_store: (side) => `Ghala la ${side}`,
  ed_captured: (side) => `Zilizokamatwa na ${side}`,
  ed_store_short: 'Ghala',
  ed_captured_short: 'Zilizokamatwa',
  ed_whole: (field) => `${field}: andika idadi kamili ya mbegu (0 au zaidi).`,
  ed_total: (total, want) => `Mbegu ubaoni: ${num(total)} kati ya ${num(want)}.`,
  ed_wrong_total: (total, board, want, pits, per_pit) =>
    `Jumla ya mbegu ni ${num(total)}, lakini ${board} ina ${num(want)} (mashimo ${num(pits)} × mbegu ${num(per_pit)} × pande 2). Badilisha idadi ili jumla ilingane.`,
};
