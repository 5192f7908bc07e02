// Mangala nasıl oynanır sayfasının sözcükleri (how-to-play.html). texts_pages.js ile `T`'nin parçası.

export const HOWTO_T = {
  howto_title: 'Mangala nasıl oynanır — Mancala',
  howto_h1: 'Mangala nasıl oynanır',
  howto_oware: 'Oware mı oynuyorsunuz? Onun kendi kuralları var: <a href="oware.html">Oware nasıl oynanır</a> sayfasına bakın.',
  howto_intro:
    'Mangala iki kişiyle, her biri altı kuyudan oluşan iki sıralı ve iki ucunda birer büyük hazine bulunan bir tahtada oynanır. Başlangıçta her kuyuda dört taş vardır (ikiden altıya kadar seçebilirsiniz). Size en yakın sıra ve sağınızdaki hazine sizindir. Amaç: oyun bittiğinde hazinenizde rakibinizden daha çok taş bulunması.',
  howto_sowing_h: 'Taş dağıtma',
  howto_sowing:
    'Sıranız geldiğinde taş bulunan kuyularınızdan birini seçin. Taşların hepsini alın ve saat yönünün tersine, sonraki her çukura birer taş bırakın: kendi sıranız boyunca sağa, hazinenize, sonra rakibin sırası boyunca. Rakibin hazinesini atlarsınız, kendinizinkini asla. Güney (alttaki oyuncu) başlar.',
  howto_extra_h: 'Son taş hazinenize düşerse: yeniden oynayın',
  howto_extra_cap:
    'Güney üçüncü kuyunun dört taşını dağıtır: sonraki üç kuyuya birer taş, sonuncusu da Güney’in hazinesine. Son taş hazineye düştüğü için Güney yeniden oynar. Ek hamleler art arda gelebilir.',
  howto_capture_h: 'Son taş kendi boş kuyunuza düşerse: taş kazanma',
  howto_capture_before: 'Önce: Güney’in ikinci kuyusu boş; karşısındaki kuyuda 3 taş var. Güney birinci kuyudaki tek taşı oynar.',
  howto_capture_after:
    'Sonra: taş Güney’in kendi boş kuyusuna düştü, bu yüzden o taş ve karşıdaki 3 taş Güney’in hazinesine gider: 10 + 4 = 14. Sonra sıra Kuzey’dedir.',
  howto_empty_h: '… ama karşıdaki kuyu boşsa olmaz',
  howto_empty_cap: 'Karşıdaki kuyu boşken aynı hamle: hiçbir taş kazanılmaz, taş düştüğü yerde kalır ve sıra Kuzey’e geçer.',
  howto_sweep_h: 'Son: toplama',
  howto_sweep_before: 'Güney kendi tarafındaki son taşı hazinesine oynar.',
  howto_sweep_after:
    'Güney’in kuyularının hepsi boş, bu yüzden oyun hemen biter — ek hamle yok. Kuyularda kalan her taş, o kuyunun sahibinin hazinesine gider: Kuzey’in 10 taşı Kuzey’in hazinesine gider. Kuzey 27’ye 21 kazanır.',
  howto_end: 'Bir hamleden sonra sıralardan biri boşaldığı anda oyun biter. Hazinesi daha dolu olan kazanır; hazineler eşitse oyun berabere biter.',
  howto_rules_h: 'Kural seçenekleri',
  howto_rules: 'Başlangıç ekranındaki <em>Diğer kurallar</em> bölümünden tahtayı değiştirebilirsiniz:',
  howto_rule_pits: '<strong>Taraf başına kuyu</strong>: 6 yerine 3 ile 8 arası.',
  howto_rule_capture:
    '<strong>Taş kazanma</strong>: <em>boş kuyunun karşısından da</em> — kendi boş kuyunuza düşen son taş, karşıdaki kuyu boş olsa bile size o bir taşı kazandırır; <em>taş kazanma yok</em> — hiç taş alınmaz.',
  howto_rule_pie:
    '<strong>Pasta kuralı</strong>: Güney’in ilk turundan sonra Kuzey, taş dağıtmak yerine <em>taraf değiştirip</em> Güney’in konumunu alabilir. Böylece güçlü bir açılış bedava bir galibiyete dönüşmez.',
  howto_rule_scoring:
    '<strong>Sayım</strong>: <em>yalnızca kazanılanlar</em> — sonunda kuyularda kalan taşlar kimseye sayılmaz; <em>dayanma</em> — oyun bittiğinde kendi tarafında hâlâ taşı olan kazanır.',
  howto_rule_early: '<strong>Erken bitiş</strong>: bir hazine tüm taşların yarısından fazlasını aldığı anda oyun durur.',
  howto_here_h: 'Burada oynamak',
  howto_here_click: 'Kuyularınızdan birine tıklayın ya da dokunun; oynayamayacağınız kuyular soluk görünür.',
  howto_here_keys: 'Klavye: <kbd>1</kbd>–<kbd>6</kbd> kuyularınızı solunuzdan başlayarak oynar; ya da <kbd>←</kbd> <kbd>→</kbd> ile gezinip <kbd>Enter</kbd> ile oynayın.',
  howto_here_marks:
    'Son hamle işaretlenir: oynanan kuyuda kesikli bir halka, taşların gittiği yerlerde mavi halkalar, kazanılan kuyularda kırmızı halkalar.',
  howto_here_hint: 'Bilgisayara karşı ya da ortak bir cihazda <em>İpucu</em>, en güçlü bilgisayarın ne oynayacağını gösterir.',
};
