// Oware nasıl oynanır sayfasının sözcükleri (oware.html). texts_pages.js ile `T`'nin parçası.

export const OWARE_HOWTO_T = {
  oware_howto_title: 'Oware nasıl oynanır — Mancala',
  oware_howto_h1: 'Oware nasıl oynanır',
  oware_howto_nav: 'Oware',
  oware_howto_intro:
    'Oware (abapa da denir) tüm Batı Afrika’da ve Karayipler’de, Mangala ile aynı türden bir tahtada oynanır — altışar kuyudan iki sıra, her kuyuda dört taş — ama başka bir oyundur. Tahtada hazine yoktur: kazandığınız taşlar tahtanın yanında durur. Hiçbir zaman hazineye taş bırakılmaz, hiçbir zaman üst üste iki kez oynanmaz ve taşlar <em>rakibin</em> sırasından kazanılır. 48 taşın 25’ini kazanan oyunu kazanır.',
  oware_howto_sowing_h: 'Taş dağıtma',
  oware_howto_sowing:
    'Sıranız geldiğinde kuyularınızdan birinin bütün taşlarını alın ve saat yönünün tersine, sonraki kuyulara birer birer bırakın: kendi sıranız boyunca sağa, sonra rakibin sırası boyunca, ve yeniden başa. Alttaki Güney başlar.',
  oware_howto_lap:
    '12 ya da daha çok taşlı bir kuyu tahtanın çevresini tam dolaşır. Boşalttığınız kuyu her turda atlanır: burada Güney’in birinci kuyusunda 12 taş vardı. On bir taş tahtayı dolaştı, on ikincisi boş birinci kuyunun üstünden geçip ikinci kuyuya düştü; orada artık 2 taş var.',
  oware_howto_capture_h: '2’leri ve 3’leri kazanmak',
  oware_howto_capture:
    'Son taşınız rakibin kuyularından birine düşer ve orada tam 2 ya da 3 taş olursa, o taşları alırsınız. Sonra hemen önceki kuyuya bakın: o da rakibinse ve içinde 2 ya da 3 taş varsa onu da alın, ve geriye doğru böyle devam edin — bir kuyuda başka bir sayı olana ya da rakibin sırasının sonuna gelene dek.',
  oware_howto_chain_before: 'Önce: Güney beşinci kuyunun 3 taşını dağıtır.',
  oware_howto_chain_after:
    'Sonra: son taş Kuzey’in ikinci kuyusunu 3 yaptı, Güney onu alır, sonra şimdi 2 olan önceki kuyuyu da. Zincir orada durur: geriye doğru sonraki kuyu Güney’in kendisinindir (içinde 2 var, ama kendi sıranızdan asla taş kazanılmaz). Güney 5 taş kazandı.',
  oware_howto_four:
    'Bir 4 zinciri kırar. Güney’in son taşı Kuzey’in üçüncü kuyusunu 2 yaptı (alındı), ama önceki kuyu 4 oldu, bu yüzden onun gerisindeki 2 yerinde kalır. Son taşın düştüğü kuyudan sonraki kuyular asla alınmaz.',
  oware_howto_slam_h: 'Büyük şlem hiçbir şey kazandırmaz',
  oware_howto_slam:
    'Güney’in hamlesi Kuzey’in taşlı tek iki kuyusunu 2 ve 3 yaptı. Onları almak Kuzey’i hiç taşsız bırakırdı — bir <em>büyük şlem</em>. Hamleye izin verilir ama hiçbir şey kazandırmaz: taşlar düştükleri yerde kalır.',
  oware_howto_feed_h: 'Rakibinizi besleyin',
  oware_howto_feed:
    'Rakibinizi oynayacak taşsız bırakamazsınız. Onun sırası boşken, varsa taşları onun sırasına ulaşan bir kuyu seçmelisiniz. Ulaşmayan kuyular reddedilir ve oyun size nedenini söyler.',
  oware_howto_feed_cap:
    'Kuzey’in hiç taşı yok. Güney’in birinci ve dördüncü kuyularının taşları Güney’in sırasında kalır, bu yüzden izin verilen tek hamle, taşı Kuzey’e ulaşan altıncı kuyudur.',
  oware_howto_no_feed: 'Hamlelerinizden hiçbiri rakibinize ulaşamıyorsa oyun biter ve tahtada kalan bütün taşları siz alırsınız.',
  oware_howto_end_h: 'Son',
  oware_howto_end_25: '<strong>25 taş</strong> kazandığınızda hemen kazanırsınız. İkişer 24 taş beraberliktir.',
  oware_howto_end_feed: 'Kimse ötekini besleyemiyorsa, hamle sırası kimdeyse kalan taşları o alır (yukarıya bakın).',
  oware_howto_end_100:
    'Az taş kalınca oyun sonsuza dek dönüp durabilir; bu yüzden <strong>taş kazanılmadan art arda 100 hamleden</strong> sonra oyun durur: her oyuncu kendi sırasındaki taşları kazandıklarına ekler ve toplamı büyük olan kazanır.',
  oware_howto_here_h: 'Burada oynamak',
  oware_howto_here_choose:
    'Başlangıç ekranında <em>Oyun</em> altından <em>Oware</em>’i seçin; her oynama şekli — çevrimiçi, bilgisayara karşı, tek cihazda iki kişi — onunla da çalışır.',
  oware_howto_here_counts:
    'Kazandığınız taşlar adınızın yanında sayılır. Her hamleden sonra alınan kuyular kırmızıyla çevrelenir ve bir zincir, alındığı sırayla kuyu kuyu gösterilir.',
  oware_howto_here_kalah: '<a href="how-to-play.html">Mangala nasıl oynanır</a> sayfası, aynı olan kontrolleri anlatır.',
};
