// Kata-kata permainan luring (offline/): layar permainan luring, hasilnya, dan pemberitahuan
// permainan yang disimpan di perangkat lalu dikirim saat daring. Bagian dari `T`.

import { ACCESS_T } from './texts_access.js';

const SIDE = ACCESS_T.side_names;

export const OFFLINE_T = {
  offline_title: 'Permainan luring',
  offline_lead: 'Tidak ada jaringan: permainan ini berjalan di perangkat Anda. Permainan dikirim ke Permainan Anda begitu Anda daring.',
  offline_loading: 'Menyalakan mesin…',
  offline_unavailable: 'Permainan luring tidak tersedia di peramban ini.',
  offline_won: 'Anda menang.',
  offline_lost: 'Anda kalah.',
  offline_draw: 'Seri.',
  offline_side_won: (who) => `${who} menang.`,
  offline_score: (south, north) => `${SIDE.south} ${south}, ${SIDE.north} ${north}.`,
  offline_kept: 'Disimpan di perangkat ini: dikirim ke Permainan Anda begitu Anda daring.',
  offline_swap: 'Tukar sisi',
  offline_new_game: 'Permainan baru',
  offline_sent: (n) => `${n} permainan luring dikirim ke Permainan Anda.`,
};
