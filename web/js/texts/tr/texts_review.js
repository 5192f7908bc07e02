// Oyun incelemesinin değerlendirmeleri ve ispatları (review.js). `T`'nin parçası.

import { list } from '../locale.js';

const plies = (n) => `${n} hamle`;
const seconds = (ms) => `${Math.round(ms / 1000)} saniye`;

export const REVIEW_T = {
  rv_class: { best: 'en iyi', good: 'iyi', inaccuracy: 'küçük hata', mistake: 'hata', blunder: 'büyük hata' },
  rv_lost: (n) => `${n} taş kaybı`,
  rv_best: (names) => `(en iyisi: ${list(names, 'disjunction')})`,
  rv_only_ply: 'tek geçerli hamle',
  rv_accuracy: (south, south_pct, north, north_pct) => `İsabet: ${south} (Güney) ${south_pct} · ${north} (Kuzey) ${north_pct}`,
  rv_proving: (done, total) => `Tahminler ispatlanıyor: ${total} konumdan ${done}… (değerler ispatlandıkça güncellenir)`,
  rv_being_proven: 'ispatlanıyor',
  rv_not_proven: 'ispatlanmadı: değerlendirme yok',
  rv_value_after: (v) => `sonraki değer: ${v}`,
  rv_accuracy_partial: (n) => `(${plies(n)} henüz değerlendirilmedi)`,
  rv_unproven: {
    time_limit: (n, ms) =>
      `İspatlar durdu: ${plies(n)}, her biri ${seconds(ms)} içinde ispatlanamadı. Tahmini değerlerini (≈) korurlar ve değerlendirilmezler.`,
    no_proofs: (n) =>
      `Bu sunucu bu tahtanın hiçbir konumunu ispatlamıyor, bu yüzden ${plies(n)} tahmini değerlerini (≈) korur ve değerlendirilmez.`,
    waiting: (n) =>
      `Sunucu ispatların gerektirdiği tabloyu hâlâ hazırlıyor: tablo hazır olunca ${plies(n)} ispatlanacak. İncelemeyi daha sonra yeniden açın.`,
    busy: (n) => `Sunucu başka ispatlarla meşgul: ${plies(n)} henüz ispatlanmadı. İncelemeyi daha sonra yeniden açın.`,
    failed: (n) => `İspatlar bir hatayla durdu: ${plies(n)} tahmini değerlerini (≈) korur ve değerlendirilmez.`,
  },
};
