// Konum gezgininin (explorer/) sözleri: durum, en iyi hamle ve ana devam yolu, ekran okuyucu için
// bir kuyunun değeri, "Konum kur" formu, değerler ve hamleler sözle (common/values.js).
// `T`'nin parçası.

import { num, list } from '../locale.js';

const seeds = (n) => `${num(n)} taş`;

export const EXPLORER_T = {
  ply_pit: (n) => `${num(n)}. kuyu`,
  ply_swap: 'taraf değiştirme',
  value_depth: (value, depth) => `${value}, derinlik ${num(depth)}`,
  outcome: {
    draw: 'beraberlik',
    south: (n) => `Güney ${num(n)} taş önde bitirir`,
    north: (n) => `Kuzey ${num(n)} taş önde bitirir`,
  },
  ex_board_legend: 'Tahta ve kurallar',
  ex_variant_go: 'Bu tahtanın başlangıcını analiz et',
  ex_analysing: 'Analiz ediliyor…',
  ex_refused: (why) => `Sunucu bu konumu kabul etmedi: ${why}`,
  ex_load_failed: 'Analiz yüklenemedi. Bağlantıyı denetleyip yeniden deneyin.',
  ex_sub_start: (board) => `${board} · başlangıçtan`,
  ex_sub_by_hand: (board) => `${board} · elle kurulan bir konumdan`,
  ex_plies_played: (plies, pits) =>
    `Oynanan hamleler: ${plies.join(', ')} (kuyular sahibinin solundan başlayarak 1–${num(pits)} diye numaralı).`,
  ex_no_plies: 'Henüz hamle oynanmadı: oynamak için bir kuyu seçin.',
  ex_pit_label: (side, pit, value, n, best) => `${side}’in ${num(pit)}. kuyusu: değer ${value}, ${seeds(n)}${best ? ', en iyi' : ''}`,
  ex_value_depth: (value, depth) => `${value} (derinlik ${num(depth)})`,
  ex_swap: (value) => `Taraf değiştir (${value})`,
  ex_to_move: 'hamle sırası',
  ex_over: (s, n, value) => `Oyun bitti: Güney ${num(s)} – ${num(n)} Kuzey (${value}).`,
  ex_status: (side, value, outcome) => `Hamle sırası: ${side} · değer ${value}: kusursuz oyunla ${outcome}.`,
  ex_status_estimate: (side, value, outcome) => `Hamle sırası: ${side} · değer ${value}: ${outcome} (tahmini).`,
  ex_best: (plies) => `En iyi: ${list(plies, 'disjunction')}.`,
  ex_line: (plies) => `Ana devam yolu: ${plies.join(', ')}.`,
  ed_pit: (side, pit) => `${side}’in ${num(pit)}. kuyusu`,
  ed_store: (side) => `${side}’in hazinesi`,
  ed_captured: (side) => `${side}’in kazandıkları`,
  ed_store_short: 'Hazine',
  ed_captured_short: 'Kazanılan',
  ed_whole: (field) => `${field}: tam sayıda taş yazın (0 ya da daha çok).`,
  ed_total: (total, want) => `Tahtadaki taşlar: ${num(total)} / ${num(want)}.`,
  ed_wrong_total: (total, board, want, pits, per_pit) =>
    `Taşların toplamı ${num(total)}, ama ${board} tahtasında ${num(want)} taş var (${num(pits)} kuyu × ${num(per_pit)} taş × 2 taraf). Toplam tutacak biçimde sayıları değiştirin.`,
};
