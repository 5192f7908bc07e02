// Bulmacaların sözcükleri (puzzles/): bulmaca sayfası, her hamlenin geri bildirimi, yanlış bir
// hamlenin çürütülmesi, seri, başlangıç ekranının günün bulmacası ve incelemenin dersleri. `T`'nin
// parçası.

import { ACCESS_T } from './texts_access.js';
import { plural, list } from '../locale.js';

const SIDE = ACCESS_T.side_names;

export const PUZZLES_T = {
  puzzles_title: 'Bulmacalar',
  puzzles_lead: 'Her bulmaca çözücü tarafından kanıtlanmıştır: en iyi sonucu yalnızca tek bir hamle korur, diğer her hamle daha kötüdür.',
  puzzle_goal: (side, goal) => (goal === 'win' ? `Sıra ${SIDE[side]}’de: kazandıran tek hamleyi bulun.` : `Sıra ${SIDE[side]}’de: beraberliği koruyan tek hamleyi bulun.`),
  puzzle_rating: (text) => `Bulmaca puanı ${text}`,
  puzzle_you: (text) => `Bulmaca puanınız ${text}`,
  puzzle_themes: (names) => `Temalar: ${names}`,
  puzzle_theme: { capture: 'alma', extra_turn: 'ek hamle', chain: 'ek hamle zinciri', sweep: 'süpürme', pie: 'pasta kuralı', endgame: 'oyun sonu', quiet: 'sessiz hamle' },
  puzzle_board: 'Tahta',
  puzzle_loading: 'Bulmaca yükleniyor…',
  puzzle_missing: 'Böyle bir bulmaca yok.',
  puzzle_none: 'Bu sunucuda bulmaca yok.',
  puzzle_failed: 'Bulmaca yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin.',
  puzzle_send_failed: 'Hamleniz kontrol edilemedi. Bağlantıyı kontrol edip hamleyi yeniden oynayın.',
  puzzle_right_more: 'Doğru. Rakip karşılık veriyor; sonraki hamleyi bulun.',
  puzzle_solved: 'Çözüldü! Her hamle sonucu koruyan tek hamleydi.',
  puzzle_wrong: (goal, value_for_you) => {
    const result = value_for_you > 0 ? `hâlâ ${value_for_you} taş farkla kazanıyor` : value_for_you < 0 ? `${-value_for_you} taş farkla kaybediyor` : 'yalnızca berabere kalıyor';
    return goal === 'win' && value_for_you > 0 ? `Bu değil: ${result}, ama bu galibiyeti korumaya yetmiyor.` : `Bu değil: bu hamle ${result}. Aşağıdaki çürütmeyi adım adım izleyin.`;
  },
  puzzle_wrong_plain: 'Bu değil. Aşağıdaki çürütmeyi adım adım izleyin.',
  puzzle_rating_change: (change, text) => `Bulmaca puanınız: ${text} (${change})`,
  puzzle_ply: (side, pit) => `${SIDE[side]}, ${pit + 1}. kuyuyu dağıtıyor`,
  puzzle_ply_swap: (side) => `${SIDE[side]} taraf değiştiriyor`,
  puzzle_refutation: 'Çürütme',
  puzzle_solution: 'Çözüm',
  puzzle_show_solution: 'Çözümü göster',
  puzzle_step_back: 'Geri',
  puzzle_step_next: 'Sonraki hamle',
  puzzle_step_at: (k, n) => `Konum ${k} / ${n}`,
  puzzle_next: 'Sonraki bulmaca',
  puzzle_streak_mode: 'Seri modu: ilk hataya kadar art arda bulmacalar',
  puzzle_streak: (n) => `Seri: ${n}`,
  puzzle_streak_over: (n) => `Seri ${n} bulmacadan sonra bitti.`,
  puzzle_leave: 'Yeni oyun',
  puzzles_link: 'Bulmacalar',
  daily_title: 'Günün bulmacası',
  daily_text: (side, goal) => PUZZLES_T.puzzle_goal(side, goal),
  daily_open: 'Çöz',
  daily_failed: 'Günün bulmacası yüklenemedi.',
  lessons_title: 'Dersleriniz',
  lessons_lead: 'Bu oyunda en çok kaybettiren hamleler, her biri bir bulmaca: daha iyi bir hamle bulun.',
  lesson_board: 'Ders tahtası',
  lesson_item: (n, side, pit, loss, cls) =>
    `${n}. hamle, ${SIDE[side]} ${pit === null ? 'taraf değiştirdi' : `${pit + 1}. kuyuyu dağıttı`}: ${cls ?? 'bir dikkatsizlik'}, ${loss} taş verildi. Daha iyi hamleyi bulun.`,
  lesson_goal: (n, pit) => `${n}. hamleden önce: oyun ${pit === null ? 'taraf değiştirme' : `${pit + 1}. kuyu`} ile sürdü. Daha iyi bir hamle bulun.`,
  lesson_right: (pit, loss) => `Doğru: ${pit + 1}. kuyu, oyundaki hamlenin verdiği ${loss} taşı koruyor.`,
  lesson_same: 'Bu, oyunda oynanan hamle. Başka birini deneyin.',
  lesson_wrong: (best) =>
    `Daha iyi değil. En iyi ${plural(best.length, { one: 'hamle şu kuyuydu', other: 'hamleler şu kuyulardı' })}: ${list(best.map((p) => `${p + 1}.`))}.`,
  lesson_refute: 'Oyundaki hamlenin neye izin verdiğini adım adım izleyin',
  lesson_refuting: 'Ondan sonraki en iyi devam aranıyor…',
  lesson_refute_failed: 'Devam bulunamadı. Bağlantıyı kontrol edip yeniden deneyin.',
  lesson_refutation_value: (value, exact) =>
    `Oyundaki hamleden sonra değer ${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${exact ? '' : ' (bir tahmin)'}, ${SIDE.south} − ${SIDE.north}.`,
  lesson_refutation_title: (n) => `${n}. hamleden sonraki en iyi oyun`,
};
