// Penilaian dan pembuktian ulasan permainan (review.js). Bagian dari `T`.

import { list } from '../locale.js';

const plies = (n) => `${n} langkah`;
const seconds = (ms) => `${Math.round(ms / 1000)} detik`;

export const REVIEW_T = {
  rv_class: { best: 'terbaik', good: 'baik', inaccuracy: 'kurang tepat', mistake: 'kesalahan', blunder: 'blunder' },
  rv_lost: (n) => `${n} biji hilang`,
  rv_best: (names) => `(terbaik: ${list(names, 'disjunction')})`,
  rv_only_ply: 'satu-satunya langkah sah',
  rv_accuracy: (south, south_pct, north, north_pct) => `Akurasi: ${south} (Selatan) ${south_pct} · ${north} (Utara) ${north_pct}`,
  rv_proving: (done, total) => `Membuktikan perkiraan: ${done} dari ${total} posisi… (nilai diperbarui setelah terbukti)`,
  rv_being_proven: 'sedang dibuktikan',
  rv_not_proven: 'tidak terbukti: tanpa penilaian',
  rv_value_after: (v) => `nilai sesudahnya ${v}`,
  rv_accuracy_partial: (n) => `(${plies(n)} belum dinilai)`,
  rv_unproven: {
    time_limit: (n, ms) =>
      `Pembuktian berhenti: ${plies(n)} tidak dapat dibuktikan dalam ${seconds(ms)} masing-masing. Nilainya tetap perkiraan (≈) dan tidak dinilai.`,
    no_proofs: (n) =>
      `Server ini tidak membuktikan posisi papan ini, jadi ${plies(n)} tetap bernilai perkiraan (≈) dan tidak dinilai.`,
    waiting: (n) =>
      `Server masih menyiapkan tabel yang dibutuhkan pembuktian: ${plies(n)} akan dibuktikan setelah tabel siap. Buka ulasan lagi nanti.`,
    busy: (n) => `Server sedang sibuk dengan pembuktian lain: ${plies(n)} belum terbukti. Buka ulasan lagi nanti.`,
    failed: (n) => `Pembuktian berhenti karena galat: ${plies(n)} tetap bernilai perkiraan (≈) dan tidak dinilai.`,
  },
};
