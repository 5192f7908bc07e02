// Kata-kata teka-teki (puzzles/): halaman teka-teki, tanggapan atas setiap langkah, sanggahan atas
// langkah yang salah, rangkaian, teka-teki hari ini di layar awal, dan pelajaran dari ulasan.
// Bagian dari `T`.

import { ACCESS_T } from './texts_access.js';
import { list } from '../locale.js';

const SIDE = ACCESS_T.side_names;

export const PUZZLES_T = {
  puzzles_title: 'Teka-teki',
  puzzles_lead: 'Setiap teka-teki dibuktikan oleh pemecah: tepat satu langkah mempertahankan hasil terbaik, dan setiap langkah lain lebih buruk.',
  puzzle_goal: (side, goal) => (goal === 'win' ? `Giliran ${SIDE[side]}: temukan satu-satunya langkah yang menang.` : `Giliran ${SIDE[side]}: temukan satu-satunya langkah yang mempertahankan seri.`),
  puzzle_rating: (text) => `Peringkat teka-teki ${text}`,
  puzzle_you: (text) => `Peringkat teka-teki Anda ${text}`,
  puzzle_themes: (names) => `Tema: ${names}`,
  puzzle_theme: { capture: 'tangkapan', extra_turn: 'giliran tambahan', chain: 'rantai giliran tambahan', sweep: 'sapu bersih', pie: 'aturan kue', endgame: 'akhir permainan', quiet: 'langkah tenang' },
  puzzle_board: 'Papan',
  puzzle_loading: 'Memuat teka-teki…',
  puzzle_missing: 'Teka-teki itu tidak ada.',
  puzzle_none: 'Server ini tidak punya teka-teki.',
  puzzle_failed: 'Teka-teki tidak dapat dimuat. Periksa koneksi lalu coba lagi.',
  puzzle_send_failed: 'Langkah Anda tidak dapat diperiksa. Periksa koneksi lalu mainkan lagi.',
  puzzle_right_more: 'Benar. Lawan menjawab; temukan langkah berikutnya.',
  puzzle_solved: 'Terpecahkan! Setiap langkah adalah satu-satunya yang mempertahankan hasil.',
  puzzle_wrong: (goal, value_for_you) => {
    const result = value_for_you > 0 ? `masih menang ${value_for_you} biji` : value_for_you < 0 ? `kalah ${-value_for_you} biji` : 'hanya seri';
    return goal === 'win' && value_for_you > 0 ? `Bukan itu: langkah itu ${result}, tidak cukup untuk mempertahankan kemenangan.` : `Bukan itu: langkah itu ${result}. Telusuri sanggahannya di bawah.`;
  },
  puzzle_wrong_plain: 'Bukan itu. Telusuri sanggahannya di bawah.',
  puzzle_rating_change: (change, text) => `Peringkat teka-teki Anda: ${text} (${change})`,
  puzzle_ply: (side, pit) => `${SIDE[side]} menjalankan lubang ${pit + 1}`,
  puzzle_ply_swap: (side) => `${SIDE[side]} bertukar sisi`,
  puzzle_refutation: 'Sanggahan',
  puzzle_solution: 'Jawaban',
  puzzle_show_solution: 'Tampilkan jawaban',
  puzzle_step_back: 'Mundur',
  puzzle_step_next: 'Langkah berikutnya',
  puzzle_step_at: (k, n) => `Posisi ${k} dari ${n}`,
  puzzle_next: 'Teka-teki berikutnya',
  puzzle_streak_mode: 'Mode beruntun: teka-teki satu demi satu sampai salah pertama',
  puzzle_streak: (n) => `Beruntun: ${n}`,
  puzzle_streak_over: (n) => `Rangkaian berakhir setelah ${n} teka-teki.`,
  puzzle_leave: 'Permainan baru',
  puzzles_link: 'Teka-teki',
  daily_title: 'Teka-teki hari ini',
  daily_text: (side, goal) => PUZZLES_T.puzzle_goal(side, goal),
  daily_open: 'Pecahkan',
  daily_failed: 'Teka-teki hari ini tidak dapat dimuat.',
  lessons_title: 'Pelajaran Anda',
  lessons_lead: 'Langkah-langkah permainan ini yang paling merugikan, masing-masing sebuah teka-teki: temukan langkah yang lebih baik.',
  lesson_board: 'Papan pelajaran',
  lesson_item: (n, side, pit, loss, cls) =>
    `Langkah ${n}, ${SIDE[side]} ${pit === null ? 'bertukar sisi' : `menjalankan lubang ${pit + 1}`}: ${cls ?? 'kekeliruan'}, ${loss} biji terbuang. Temukan langkah yang lebih baik.`,
  lesson_goal: (n, pit) => `Sebelum langkah ${n}: permainan berlanjut dengan ${pit === null ? 'tukar sisi' : `lubang ${pit + 1}`}. Temukan langkah yang lebih baik.`,
  lesson_right: (pit, loss) => `Benar: lubang ${pit + 1} menyelamatkan ${loss} biji yang terbuang oleh langkah dalam permainan.`,
  lesson_same: 'Itu langkah yang dimainkan dalam permainan. Coba yang lain.',
  lesson_wrong: (best) => `Tidak lebih baik. Langkah terbaik: lubang ${list(best.map((p) => String(p + 1)), 'disjunction')}.`,
  lesson_refute: 'Telusuri apa yang dimungkinkan langkah dalam permainan',
  lesson_refuting: 'Mencari jalur terbaik sesudahnya…',
  lesson_refute_failed: 'Jalur tidak dapat ditemukan. Periksa koneksi lalu coba lagi.',
  lesson_refutation_value: (value, exact) =>
    `Setelah langkah dalam permainan nilainya ${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${exact ? '' : ' (perkiraan)'}, ${SIDE.south} − ${SIDE.north}.`,
  lesson_refutation_title: (n) => `Permainan terbaik setelah langkah ${n}`,
};
