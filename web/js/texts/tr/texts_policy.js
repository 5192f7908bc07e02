// Gizlilik sayfasının sözcükleri (privacy.html): sitenin neyi, nerede ve ne kadar süre tuttuğu.
// Kayıtların adları (mancala.token, …) HTML'de kalır. texts_pages.js ile `T`'nin parçası.

export const POLICY_T = {
  policy_title: 'Gizlilik — Mancala',
  policy_h1: 'Gizlilik',
  policy_intro:
    'Bu sayfa, bu sitenin sizinle ilgili tuttuğu her şeyi, nerede ve ne kadar süre tuttuğunu sıralar. Kodun ne yaptığını anlatır; ikisi bir gün birbirini tutmazsa, bu düzelttiğimiz bir hatadır.',
  policy_no_third:
    'Hesap açmak isteğe bağlıdır; reklam, analiz ya da üçüncü taraf yoktur: bu sitenin her dosyası kendi sunucumuzdan gelir ve sayfa yalnızca onunla konuşur. Tek çerezi, seçtiğiniz dili saklar (aşağıda).',
  policy_browser_h: 'Tarayıcınızda',
  policy_browser:
    'Sayfa bu site için tarayıcınızın <em>yerel depolama</em> alanında şu kayıtları tutar. Bunlar, tarayıcınızda sitenin verilerini silene dek kalır:',
  policy_col_entry: 'Kayıt',
  policy_col_what: 'Ne tutar',
  policy_col_why: 'Neden',
  policy_token_what: 'sunucunun bu tarayıcıya verdiği rastgele bir gizli anahtar',
  policy_token_why: 'sayfayı yenilediğinizde ya da kopan bağlantıdan sonra döndüğünüzde süren oyununuza geri gelmeniz için',
  policy_name_what: 'yazdığınız ad',
  policy_name_why: 'bir dahaki sefere doldurmak için',
  policy_prefs_what: 'son tahta, düzey ve taraf seçimleriniz',
  policy_prefs_why: 'bir dahaki sefere doldurmak için',
  policy_match_what: 'süren maçınızın anlık skoru',
  policy_match_why: 'sayfayı yenileyince kaybolmasın diye',
  policy_player_what: 'oyuncu kimliğiniz (sunucunun oyuncunuza verdiği rastgele kimlik)',
  policy_player_why: 'son oyunlarınızı başlangıç sayfasında listelemek için',
  policy_seats_what: 'son 50 oyununuzun kimlikleri ve her birinde oynadığınız taraf',
  policy_seats_why: 'her sonucu sizin tarafınızdan göstermek için',
  policy_chat_off_what: 'sohbeti kapattığınız (yalnızca kapattıysanız)',
  policy_chat_off_why: 'bir dahaki sefere de kapalı tutmak için',
  policy_chat_muted_what: 'sohbette sessize aldığınız en çok 200 oyuncunun kimlikleri',
  policy_chat_muted_why: 'onların iletilerini bu tarayıcıda gizlemeyi sürdürmek için',
  policy_muted_what: 'oyunun seslerini kapattığınız (yalnızca kapattıysanız)',
  policy_muted_why: 'bir dahaki sefere de kapalı tutmak için',
  policy_notify_what: 'bir oyun hamlenizi beklediğinde haber verilmesini istediğiniz (yalnızca istediyseniz)',
  policy_notify_why: 'bir dahaki sefere de haber vermek için',
  policy_theme_what: 'seçtiğiniz tema, açık ya da koyu (sisteminizi izlediği sürece tutulmaz)',
  policy_theme_why: 'sayfayı bir dahaki sefere de öyle göstermek için',
  policy_board_what: 'düz tahtayı seçtiğiniz (yalnızca seçtiyseniz)',
  policy_board_why: 'tahtayı bir dahaki sefere de öyle çizmek için',
  policy_lang_what: 'Dil menüsünde seçtiğiniz dil (yalnızca seçtiyseniz)',
  policy_lang_why: 'sayfaları bir dahaki sefere de o dilde göstermek için',
  policy_cookie:
    'Bir <em>çerez</em>, <code>mancala_lang</code>, aynı dili saklar; yalnızca Dil menüsünden bir dil seçtiyseniz: sunucu onu okuyarak her sayfayı doğrudan o dilde gönderir. Bir yıl ya da sitenin verilerini silene kadar kalır.',
  policy_offline_what: 'ağ olmadan bitirdiğiniz oyunlar (tahta, rakip, taraf ve hamleler), yalnızca gönderilene dek',
  policy_offline_why: 'çevrimiçi olduğunuzda oyunlarınıza eklemek için',
  policy_offline_current_what: 'ağ olmadan oynadığınız oyun (tahta, rakip, taraf ve hamleler), bitene ya da siz ondan çıkana dek',
  policy_offline_current_why: 'sayfa yenilenince ya da sekme kapanınca oyuna geri dönmek için',
  policy_cache:
    'Site, ağ olmadan da açılabilmek için kendi dosyalarının (sayfalar, betikler, stiller, simgeler ve oyun motoru) bir kopyasını bir <em>service worker</em> aracılığıyla tarayıcınızın <em>önbellek depolama</em> alanında da tutar. Bu kopyada sizinle ilgili hiçbir şey yoktur; sitenin yeni bir sürümü onun yerini alır.',
  policy_login:
    'Giriş yapmak, yeni bir anahtar ile oyuncu kimliğinizi aynı iki kayda yazar; çıkış yapmak onları (adınızı ve maç skorunu da) siler. Parolanız asla tarayıcıda tutulmaz.',
  policy_session:
    'Bir arkadaşınızın davet bağlantınızı açmasını beklerken sayfa bu daveti (kodunu, tahtayı ve tarafınızı) sekmenin <em>oturum depolama</em> alanında da tutar; böylece sayfa yenilenince bekleme ekranı yeniden görünür. Arkadaşınız katıldığında, iptal ettiğinizde, bağlantının süresi dolduğunda ya da sekmeyi kapattığınızda silinir.',
  policy_db_h: 'Sunucuda: oyun veritabanı',
  policy_db: 'Sunucu, şunları içeren bir veritabanı (tek bir SQLite dosyası) tutar:',
  policy_db_players:
    '<strong>Oyuncular</strong>: rastgele bir oyuncu kimliği, seçtiğiniz ad (ya da bizim uydurduğumuz <em>Misafir</em> adı), anahtarınızın SHA-256 özeti (anahtarın kendisi değil) ve oyuncunun ilk görüldüğü zaman.',
  policy_db_accounts:
    '<strong>Hesaplar</strong>, yalnızca <em>Adınızı koruyun</em>’u seçerseniz: kullanıcı adı, parolanızın Argon2id özeti (asla parolanın kendisi değil), bir dil seçtiğinizde sayfanın dili (diğer cihazlarınız da onu göstersin diye) ve her girişin bir tarayıcıya verdiği anahtarın SHA-256 özeti. Çıkış yapmak yalnızca bu tarayıcının anahtarını ve oyuncu kimliğini unutmasını sağlar; hesap kalır.',
  policy_db_games:
    '<strong>Oyunlar</strong>: rastgele bir oyun kimliği, kullanılan kurallar, oyunun nasıl başladığı (çevrimiçi, bilgisayara karşı ya da aynı cihazda), iki tarafın oyuncu kimlikleri ve adları (ya da bilgisayarın düzeyi), sonuç, bitiş nedeni, son skor ve oyunun başlayıp bittiği zaman.',
  policy_db_moves: '<strong>Hamleler</strong>: her oyunun her hamlesi, oynandığı zamanla birlikte.',
  policy_db_ratings:
    '<strong>Puanlar</strong>: puanlı oyunlar oynadığınız her tahta ve hızdaki puanınız ve her puanlı oyundan sonraki değeri (oyuncu sayfanızdaki grafik); bir bulmaca denediğinizde de bulmaca puanınız, hangi bulmacaları denediğiniz ve ilk denemenizin her birini çözüp çözmediği.',
  policy_db_chat:
    '<strong>Sohbet satırları</strong>, yalnızca bir oyunda sohbet ederseniz: oda (bir oyunun oyuncu odası ya da izleyici odası), oyuncu kimliğiniz ve adınız, sözcükler, zamanı ve o sırada oyunun kaç hamlesi olduğu. Bir oda <strong>son 200 satırını</strong> tutar; yenileri geldikçe eskiler silinir. Oyuncu odası, oyunun tekrarında hamlelerin yanında gösterilir.',
  policy_db_blocks:
    '<strong>Engellemeler</strong>, yalnızca bir oyuncunun sayfasında <em>Engelle</em>’ye basarsanız: sizin ve onun oyuncu kimliği. <em>Engeli kaldır</em> bunu siler. Liste yayımlanmaz; engellenen oyuncu yalnızca ikiniz arasındaki meydan okumaların ve oyun ilanlarının reddedildiğini ve Çevrimiçi oyna’nın sizi hiç eşleştirmediğini fark eder.',
  policy_db_reports:
    '<strong>Şikâyetler</strong>, yalnızca bir oyuncuyu şikâyet ederseniz: sizin ve onun oyuncu kimliği, neden, oyun ve yazdığınız sözcükler, ve zamanı. Onları yalnızca sitenin moderatörleri okur; şikâyet edilen oyuncuya kimin şikâyet ettiği söylenmez. Sunucu bazı şikâyetleri kendisi açar (sohbette tekrarlanan hakaretler, yalnızca birkaç hamlelik puanlı bir oyun); bunların şikâyetçisi yoktur.',
  policy_db_moderation:
    '<strong>Moderasyon</strong>: bir hesabın moderatör olup olmadığı ve moderatörlerin (ya da adil oyun kurallarının) bir oyuncu hakkında ne yaptığı: sohbet susturmaları, sohbet yasakları, oyun yasakları, kapatılan hesaplar, reddedilen şikâyetler; her biri kimin yaptığı, neden ve ne zaman bilgisiyle (her moderatörün okuyabildiği moderasyon kaydı).',
  policy_db_offences:
    '<strong>Adil oyun ihlalleri</strong>, iki kişi arasındaki herkese açık oyunlarda: bir oyunu iptal etmek, ilk hamle süresini doldurmak ya da kaybedilmiş bir oyunu süresi dolana dek bırakmak; oyun, ne olduğu ve ne zaman. Bir günde üç ihlal oyun yasağı getirir (10 dakika, tekrarında daha uzun).',
  policy_db_seeks:
    '<strong>Açık yazışmalı oyun ilanları</strong>, yalnızca hesabınız varsa ve lobide hamle başına günlerce süren bir oyun önerirseniz: koşulları (tahta, saat, taraf, puanlı olup olmadığı, puan aralığı) ile oyuncu kimliğiniz, adınız ve puanınız; biri kabul edene ya da siz iptal edene dek lobide herkese gösterilir, sonra silinir.',
  policy_public:
    '<strong>Oyun kayıtları herkese açıktır.</strong> Herkes bir oyunu — oyuncuların adları, hamleler, sonuç ve zamanlar — <code>/api/games/&lt;id&gt;</code> adresinde okuyabilir, <code>/#game=&lt;id&gt;</code> adresinde yeniden izleyebilir; en yeni oyunlar <code>/api/games</code> adresinde listelenir. Bir oyuncunun oyunları <code>/api/players/&lt;oyuncu kimliği&gt;/games</code> adresinde listelenir. Bilgisayara karşı ya da herkese açık sıradan süren oyunlar <em>Şu an oynananlar</em> altında listelenir ve bir oyunun kimliğini bilen herkes onu canlı izleyebilir (arkadaş oyunu da: listelenmez ama kimliği gizli değildir). Göstermekten rahatsız olmayacağınız bir ad seçin.',
  policy_how_long:
    '<strong>Ne kadar süre:</strong> son 200 satırını tutan sohbet odaları dışında sunucu kendiliğinden hiçbir şey silmez: oyuncular, oyunlar, hamleler, puanlar, şikâyetler, moderasyon kaydı ve ihlaller, siz oyuncunuzu silene (aşağıya bakın) ya da sitenin işletmecisi onları silene dek kalır. Bir tarayıcıyı oyuncusuna bağlayan, anahtarın özetidir; tarayıcınızda sitenin verilerini silmek bu bağı kalıcı olarak koparır (hesabınız varsa geri almak için yeniden giriş yapın).',
  policy_not_stored: 'Veritabanında saklanmayanlar: IP adresiniz, tarayıcınızın ayrıntıları ya da yazmadığınız veya oynamadığınız hiçbir şey.',
  policy_yours_h: 'Verileriniz: indirin ya da silin',
  policy_download:
    'Hesap ekranında (<em>Adınız</em>) <strong>Verilerimi indir</strong>, yukarıda sayılanlardan oyuncunuzla ilgili her şeyi içeren tek bir dosya kaydeder: <code>mancala-&lt;oyuncu kimliği&gt;.json</code>. İçinde oyuncunuz ve hesabınız (asla parola ya da özeti değil), puanlarınız ve geçmişleri, bulmaca puanınız ve denediğiniz bulmacalar, oynadığınız her oyun, sohbet satırlarınız, yaptığınız şikâyetler, engellediğiniz oyuncular ve sizinle ilgili moderasyon kayıtları ve adil oyun ihlalleriyle birlikte durumunuz (sohbet susturması, oyun yasağı) vardır. Başkalarının verilerini dışarıda bırakır: sizi kimin şikâyet ettiğini ve hangi moderatörün işlem yaptığını.',
  policy_delete:
    '<strong>Hesabımı sil</strong> (misafir için <em>Oyuncumu sil</em>) adınızı yazmanızı ister, sonra kalıcı olarak siler: adınızı, hesabınızı ve parola özetinizi, tüm giriş anahtarlarını, sohbet satırlarınızı, puanlarınızı ve geçmişlerini (sıralamadan çıkarsınız), engellemelerinizi (iki yönde de), açık ilanlarınızı, adil oyun ihlallerinizi ve durumunuzu (sohbet susturması, oyun yasağı). Bağlantınız kapatılır ve bu tarayıcı yeni bir misafir olarak oynamaya devam eder.',
  policy_stays:
    'Kalanlar: <strong>oyunlarınız</strong>, yeriniz <em>silinmiş oyuncu</em> olarak gösterilerek (rakipleriniz oyunlarını korur); ve artık hiçbir ada götürmeyen eski oyuncu kimliğiniz altında, yaptığınız ya da sizin hakkınızda yapılan şikâyetler ve moderasyon kaydı (moderatörlerin yaptıklarının kaydı). Aşağıda anlatılan günlükler yeniden yazılmaz.',
  policy_logs_h: 'Sunucuda: günlükler',
  policy_logs: 'Sunucu, standart çıktısına sürekli bir günlük yazar; her olay için zaman damgalı bir satır. Bir günlük satırı şunları içerebilir:',
  policy_log_ip:
    'bir bağlantının geldiği IP adresi, bağlantı açılırken ve bir bağlantı reddedildiğinde (o zaman geldiği web sayfasının adresi, yani <em>Origin</em> de);',
  policy_log_ids: 'bir bağlantı kapandığında, yenisi onun yerini aldığında ya da çok hızlı gönderdiği veya çok yavaş okuduğu için kapatıldığında oyuncu kimlikleri;',
  policy_log_accounts: 'bir hesap açıldığında kullanıcı adı ve oyuncu kimliği, her girişte de IP adresiyle birlikte (reddedilen bir giriş yalnızca adresi kaydeder);',
  policy_log_reports: 'bir şikâyetin oyuncu kimlikleri ve nedeni, verilerini silen bir oyuncunun oyuncu kimliği;',
  policy_log_games: 'oyun kimlikleri, bir oyun başladığında iki tarafın adları ve oyunun nasıl ve ne zaman bittiği (sonuç, skor, terk etmeler, süre aşımları, geri dönmeyen oyuncular).',
  policy_logs_not: 'Gönderdiklerinizi, hamlelerinizi tek tek, anahtarınızı ya da parolanızı kaydetmez (reddedilen bir giriş yalnızca geldiği adresi kaydeder).',
  policy_logs_kept:
    'Sunucunun kendisi günlük dosyası tutmaz: günlük, işletmecisi nereye gönderirse oraya gider (örneğin kapsayıcının ya da sistemin günlüğüne) ve o sistem ne kadar tutarsa o kadar kalır. Birlikte verdiğimiz Compose dosyası (<code>docker/compose.yaml</code>) her biri 10 MB olan en çok beş dosya tutar ve önce en eskisini siler; yani yaklaşık 50 MB daha yeni satır yazıldığında bir satır gitmiş olur. Satırlar kapsayıcıyla birlikte de silinir.',
  policy_memory_h: 'Yalnızca bellekte',
  policy_memory:
    'Sunucu çalışırken ayrıca yalnızca bellekte şunları tutar: kimin bağlı olduğu, kimin sırada beklediği, kimin hangi oyunu izlediği, açık arkadaş davetleri (rastgele kod, oyuncu kimliğiniz ve adınız, tahta ve tarafınız; bağlantı kullanılana, iptal edilene ya da süresi dolana dek: işletmeci başka bir süre belirlemediyse 30 dakika; bağlantıya sahip olan herkes adınızı görür) ve taşkınları durdurmak için bağlantı başına ileti sayaçları. Bunların hepsi sunucu yeniden başladığında silinir.',
};
