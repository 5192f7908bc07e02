// Çevrimdışı oyunun sözcükleri (offline/): çevrimdışı oyun ekranı, sonuçları ve cihazda tutulup
// çevrimiçi olunca gönderilen oyunların bildirimi. `T`'nin parçası.

import { ACCESS_T } from './texts_access.js';

const SIDE = ACCESS_T.side_names;

export const OFFLINE_T = {
  offline_title: 'Çevrimdışı oyun',
  offline_lead: 'Ağ yok: bu oyun cihazınızda oynanıyor. Çevrimiçi olduğunuzda Oyunlarınız’a gönderilir.',
  offline_loading: 'Motor başlatılıyor…',
  offline_unavailable: 'Bu tarayıcıda çevrimdışı oyun kullanılamıyor.',
  offline_won: 'Kazandınız.',
  offline_lost: 'Kaybettiniz.',
  offline_draw: 'Berabere.',
  offline_side_won: (who) => `Kazanan: ${who}.`,
  offline_score: (south, north) => `${SIDE.south} ${south}, ${SIDE.north} ${north}.`,
  offline_kept: 'Bu cihazda saklandı: çevrimiçi olduğunuzda Oyunlarınız’a gönderilir.',
  offline_swap: 'Tarafları değiştir',
  offline_new_game: 'Yeni oyun',
  offline_sent: (n) => `${n} çevrimdışı oyun Oyunlarınız’a gönderildi.`,
};
