// Hakkında sayfasının sözcükleri (about.html). texts_pages.js ile `T`'nin parçası.

export const ABOUT_T = {
  about_title: 'Hakkında — Mancala',
  about_h1: 'Bu site hakkında',
  about_intro:
    'Burası, mancala ailesinin en bilinen oyunu <strong>Mangala</strong>’yı (Kalah) tarayıcıda oynamak için küçük bir yer: oyun arayan bir sonraki yabancıya karşı, üç düzeyde bilgisayara karşı ya da aynı telefon veya bilgisayarda bir arkadaşınızla.',
  about_no_install:
    'Kurulacak bir şey yok, hesap da gerekmez. İsterseniz bir ad seçin — rakibinize ve oyun kayıtlarında gösterilir — ve oynayın; adı korumak (ve başka bir cihazda onunla giriş yapmak) için onu <a href="./#account">Adınız</a> bölümünden kaydedin. Oyunun ortasında sayfayı kapatır ya da bağlantınızı kaybederseniz, siteyi aynı cihazda yeniden açın; oyun geri gelir.',
  about_how_h: 'Nasıl çalışır',
  about_server:
    'C++ ile yazılmış tek bir sunucu her oyunu tutar: her hamleyi kurallara göre denetler, bilgisayar rakibi oynatır, sıradaki oyuncuları eşleştirir ve olanları bir WebSocket üzerinden iki tarayıcıya da bildirir. Baktığınız sayfa düz HTML, CSS ve JavaScript’tir ve hepsi aynı sunucudan gelir; başka hiçbir yerden bir şey yüklemez.',
  about_levels:
    'Bilgisayarın düzeyleri: <em>kolay</em> bilerek hata yapar, <em>orta</em> birkaç hamle ileriyi görür, <em>zor</em> ise süresinin izin verdiği kadar derin arar. İpucu düğmesi <em>zor</em> düzeyin ne oynayacağını gösterir.',
  about_rules_h: 'Kurallar',
  about_rules:
    '<a href="how-to-play.html">Nasıl oynanır</a> sayfasına bakın. Herkese açık sıra standart tahtayı kullanır: taraf başına altı kuyu, her birinde dört taş, ilk Güney oynar.',
  pages_back: 'Oyuna dön',
};
