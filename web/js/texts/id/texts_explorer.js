// Kata-kata penjelajah posisi (explorer/): status, langkah terbaik dan jalur utama, nilai sebuah
// lubang untuk pembaca layar, formulir "Susun posisi", serta nilai dan langkah dalam kata-kata
// (common/values.js). Bagian dari `T`.

import { num, list } from '../locale.js';

const seeds = (n) => `${num(n)} biji`;

export const EXPLORER_T = {
  ply_pit: (n) => `lubang ${num(n)}`,
  ply_swap: 'tukar sisi',
  value_depth: (value, depth) => `${value}, kedalaman ${num(depth)}`,
  outcome: {
    draw: 'seri',
    south: (n) => `Selatan unggul ${num(n)} di akhir`,
    north: (n) => `Utara unggul ${num(n)} di akhir`,
  },
  ex_board_legend: 'Papan dan aturan',
  ex_variant_go: 'Analisis awal papan ini',
  ex_analysing: 'Menganalisis…',
  ex_refused: (why) => `Server menolak posisi ini: ${why}`,
  ex_load_failed: 'Analisis tidak dapat dimuat. Periksa koneksi lalu coba lagi.',
  ex_sub_start: (board) => `${board} · dari awal`,
  ex_sub_by_hand: (board) => `${board} · dari posisi yang disusun sendiri`,
  ex_plies_played: (plies, pits) =>
    `Langkah yang dimainkan: ${plies.join(', ')} (lubang bernomor 1–${num(pits)} dari kiri pemiliknya).`,
  ex_no_plies: 'Belum ada langkah: pilih sebuah lubang untuk menjalankannya.',
  ex_pit_label: (side, pit, value, n, best) => `Lubang ${side} ${num(pit)}: nilai ${value}, ${seeds(n)}${best ? ', terbaik' : ''}`,
  ex_value_depth: (value, depth) => `${value} (kedalaman ${num(depth)})`,
  ex_swap: (value) => `Tukar sisi (${value})`,
  ex_to_move: 'giliran',
  ex_over: (s, n, value) => `Permainan sudah selesai: Selatan ${num(s)} – ${num(n)} Utara (${value}).`,
  ex_status: (side, value, outcome) => `Giliran ${side} · nilai ${value}: ${outcome} dengan permainan sempurna.`,
  ex_status_estimate: (side, value, outcome) => `Giliran ${side} · nilai ${value}: ${outcome} (perkiraan).`,
  ex_best: (plies) => `Terbaik: ${list(plies, 'disjunction')}.`,
  ex_line: (plies) => `Jalur utama: ${plies.join(', ')}.`,
  ed_pit: (side, pit) => `Lubang ${side} ${num(pit)}`,
  ed_store: (side) => `Lumbung ${side}`,
  ed_captured: (side) => `Tembakan ${side}`,
  ed_store_short: 'Lumbung',
  ed_captured_short: 'Tembakan',
  ed_whole: (field) => `${field}: tulis jumlah biji berupa bilangan bulat (0 atau lebih).`,
  ed_total: (total, want) => `Biji di papan: ${num(total)} dari ${num(want)}.`,
  ed_wrong_total: (total, board, want, pits, per_pit) =>
    `Jumlah biji ${num(total)}, padahal ${board} memakai ${num(want)} (${num(pits)} lubang × ${num(per_pit)} biji × 2 sisi). Ubah angkanya agar jumlahnya pas.`,
};
