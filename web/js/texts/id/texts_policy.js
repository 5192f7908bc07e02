// Kata-kata halaman Privasi (privacy.html): apa yang disimpan situs, di mana, dan berapa lama. Nama
// entri (mancala.token, …) tetap di HTML. Bagian dari `T` lewat texts_pages.js.

export const POLICY_T = {
  policy_title: 'Privasi — Mancala',
  policy_h1: 'Privasi',
  policy_intro:
    'Halaman ini mencantumkan semua yang disimpan situs ini tentang Anda, di mana, dan berapa lama. Halaman ini menjelaskan apa yang dilakukan kodenya; jika keduanya suatu saat tidak cocok, itu bug yang kami perbaiki.',
  policy_no_third:
    'Akun bersifat pilihan, dan tidak ada iklan, analitik, maupun pihak ketiga: setiap berkas situs ini berasal dari server kami sendiri, dan halaman hanya berkomunikasi dengannya. Satu-satunya cookie-nya menyimpan bahasa yang Anda pilih (lihat di bawah).',
  policy_browser_h: 'Di peramban Anda',
  policy_browser:
    'Halaman menyimpan entri-entri ini di <em>penyimpanan lokal</em> (local storage) peramban Anda untuk situs ini. Entri itu tetap ada sampai Anda menghapus data situs di peramban:',
  policy_col_entry: 'Entri',
  policy_col_what: 'Isinya',
  policy_col_why: 'Untuk apa',
  policy_token_what: 'rahasia acak yang diberikan server kepada peramban ini',
  policy_token_why: 'agar saat memuat ulang halaman, atau kembali setelah koneksi terputus, Anda kembali ke permainan yang sedang berjalan',
  policy_name_what: 'nama yang Anda ketik',
  policy_name_why: 'untuk mengisinya lagi lain kali',
  policy_prefs_what: 'pilihan papan, tingkat, dan sisi terakhir Anda',
  policy_prefs_why: 'untuk mengisinya lagi lain kali',
  policy_match_what: 'skor berjalan dari pertandingan Anda saat ini',
  policy_match_why: 'agar tidak hilang saat halaman dimuat ulang',
  policy_player_what: 'ID pemain Anda (ID acak yang diberikan server kepada pemain Anda)',
  policy_player_why: 'untuk menampilkan permainan terbaru Anda di halaman awal',
  policy_seats_what: 'ID 50 permainan terakhir Anda dan sisi yang Anda mainkan di masing-masing',
  policy_seats_why: 'untuk menampilkan setiap hasil dari sisi Anda',
  policy_chat_off_what: 'bahwa Anda mematikan obrolan (hanya jika begitu)',
  policy_chat_off_why: 'agar tetap mati lain kali',
  policy_chat_muted_what: 'ID hingga 200 pemain yang Anda bisukan di obrolan',
  policy_chat_muted_why: 'untuk terus menyembunyikan pesan mereka di peramban ini',
  policy_muted_what: 'bahwa Anda membisukan suara permainan (hanya jika begitu)',
  policy_muted_why: 'agar tetap mati lain kali',
  policy_notify_what: 'bahwa Anda minta diberi tahu saat sebuah permainan menunggu langkah Anda (hanya jika begitu)',
  policy_notify_why: 'agar tetap memberi tahu Anda lain kali',
  policy_theme_what: 'tema yang Anda pilih, terang atau gelap (tidak disimpan selama mengikuti sistem Anda)',
  policy_theme_why: 'untuk menampilkan halaman seperti itu lain kali',
  policy_board_what: 'bahwa Anda memilih papan datar (hanya jika begitu)',
  policy_board_why: 'untuk menggambar papan seperti itu lain kali',
  policy_lang_what: 'bahasa yang Anda pilih di menu Bahasa (hanya jika begitu)',
  policy_lang_why: 'untuk menampilkan halaman dalam bahasa itu lain kali',
  policy_cookie:
    'Satu <em>cookie</em>, <code>mancala_lang</code>, menyimpan bahasa yang sama, dan hanya jika Anda memilih bahasa di menu Bahasa: server membacanya untuk mengirim setiap halaman langsung dalam bahasa itu. Cookie ini bertahan setahun, atau sampai Anda menghapus data situs.',
  policy_offline_what: 'permainan yang Anda selesaikan tanpa jaringan (papan, lawan, sisi, dan langkah), hanya sampai terkirim',
  policy_offline_why: 'untuk menambahkannya ke permainan Anda begitu Anda daring',
  policy_offline_current_what: 'permainan yang sedang Anda mainkan tanpa jaringan (papan, lawan, sisi, dan langkah), sampai selesai atau Anda meninggalkannya',
  policy_offline_current_why: 'agar saat dimuat ulang atau tab ditutup, Anda kembali ke permainan itu',
  policy_cache:
    'Agar bisa dibuka tanpa jaringan, situs juga menyimpan salinan berkasnya sendiri (halaman, skrip, gaya, ikon, dan mesin permainan) di <em>penyimpanan cache</em> peramban Anda, melalui <em>service worker</em>. Salinan itu tidak berisi apa pun tentang Anda; versi baru situs menggantikannya.',
  policy_login:
    'Masuk akun menyimpan token baru dan ID pemain Anda di dua entri yang sama; keluar akun menghapusnya (beserta nama Anda dan skor pertandingan). Kata sandi Anda tidak pernah disimpan di peramban.',
  policy_session:
    'Selama Anda menunggu teman membuka tautan undangan Anda, halaman juga menyimpan undangan itu (kodenya, papan, dan sisi Anda) di <em>penyimpanan sesi</em> (session storage) tab, agar saat dimuat ulang layar tunggu tampil lagi. Undangan itu hilang saat teman bergabung, saat Anda membatalkan, saat tautan kedaluwarsa, atau saat Anda menutup tab.',
  policy_db_h: 'Di server: basis data permainan',
  policy_db: 'Server menyimpan basis data (satu berkas SQLite) yang berisi:',
  policy_db_players:
    '<strong>Pemain</strong>: ID pemain acak, nama yang Anda pilih (atau nama <em>Tamu</em> yang kami buat), hash SHA-256 dari token Anda (bukan tokennya sendiri), dan kapan pemain itu pertama kali terlihat.',
  policy_db_accounts:
    '<strong>Akun</strong>, hanya jika Anda memilih <em>Simpan nama Anda</em>: nama pengguna, hash Argon2id dari kata sandi Anda (tidak pernah kata sandinya sendiri), bahasa halaman setelah Anda memilihnya (agar perangkat Anda yang lain juga menampilkannya), dan hash SHA-256 dari token yang diberikan setiap kali masuk kepada sebuah peramban. Keluar akun hanya membuat peramban ini melupakan token dan ID pemainnya; akunnya tetap ada.',
  policy_db_games:
    '<strong>Permainan</strong>: ID permainan acak, aturan yang dipakai, bagaimana permainan dimulai (daring, melawan komputer, atau di perangkat yang sama), ID dan nama pemain di kedua sisi (atau tingkat komputer), hasil, alasan berakhirnya, skor akhir, dan kapan dimulai serta berakhir.',
  policy_db_moves: '<strong>Langkah</strong>: setiap langkah dari setiap permainan, beserta waktu dimainkannya.',
  policy_db_ratings:
    '<strong>Peringkat</strong>: peringkat Anda di setiap papan dan kecepatan tempat Anda memainkan permainan berperingkat, dan nilainya setelah setiap permainan berperingkat (grafik di halaman pemain Anda); dan, begitu Anda mencoba teka-teki, peringkat teka-teki Anda, teka-teki mana yang Anda coba, dan apakah percobaan pertama Anda memecahkan masing-masing.',
  policy_db_chat:
    '<strong>Baris obrolan</strong>, hanya jika Anda mengobrol dalam permainan: ruangnya (ruang pemain atau ruang penonton sebuah permainan), ID pemain dan nama Anda, kata-katanya, kapan, dan berapa langkah permainan itu saat itu. Satu ruang menyimpan <strong>200 baris terakhirnya</strong>; baris yang lebih lama dihapus saat baris baru datang. Ruang pemain ditampilkan di samping langkah-langkah dalam tayangan ulang permainan.',
  policy_db_blocks:
    '<strong>Blokir</strong>, hanya jika Anda menekan <em>Blokir</em> di halaman seorang pemain: ID pemain Anda dan miliknya. <em>Buka blokir</em> menghapusnya. Daftarnya tidak diumumkan; pemain yang diblokir hanya mendapati bahwa tantangan dan tawaran permainan di antara Anda berdua ditolak, dan bahwa Main daring tidak pernah memasangkan Anda berdua.',
  policy_db_reports:
    '<strong>Laporan</strong>, hanya jika Anda melaporkan seorang pemain: ID pemain Anda, miliknya, alasannya, permainannya, kata-kata yang Anda tulis, dan kapan. Hanya moderator situs yang membacanya; pemain yang dilaporkan tidak diberi tahu siapa yang melaporkannya. Server sendiri membuat beberapa laporan (hinaan berulang di obrolan, permainan berperingkat yang hanya beberapa langkah), tanpa pelapor.',
  policy_db_moderation:
    '<strong>Moderasi</strong>: apakah sebuah akun adalah moderator, dan apa yang dilakukan moderator (atau aturan permainan adil) terhadap seorang pemain: jeda obrolan, larangan obrolan, larangan bermain, akun yang ditutup, laporan yang ditolak, masing-masing dengan siapa yang melakukannya, mengapa, dan kapan (catatan moderasi, yang bisa dibaca setiap moderator).',
  policy_db_offences:
    '<strong>Pelanggaran permainan adil</strong>, dalam permainan umum antara dua orang: membatalkan permainan, membiarkan waktu langkah pertama habis, atau membiarkan permainan yang kalah berakhir karena waktu habis; permainannya, apa yang terjadi, dan kapan. Tiga kali dalam sehari berujung larangan bermain (10 menit, lebih lama jika terulang).',
  policy_db_seeks:
    '<strong>Tawaran permainan korespondensi yang terbuka</strong>, hanya jika Anda punya akun dan menawarkan permainan berhari-hari per langkah di lobi: ketentuannya (papan, jam, sisi, berperingkat, rentang peringkat) beserta ID pemain, nama, dan peringkat Anda, terlihat oleh semua orang di lobi sampai seseorang menerimanya atau Anda membatalkannya; setelah itu dihapus.',
  policy_public:
    '<strong>Catatan permainan bersifat umum.</strong> Siapa pun dapat membaca sebuah permainan — nama pemain, langkah, hasil, dan waktu — di <code>/api/games/&lt;id&gt;</code>, memutarnya ulang di <code>/#game=&lt;id&gt;</code>, dan permainan terbaru tercantum di <code>/api/games</code>. Permainan seorang pemain tercantum di <code>/api/players/&lt;ID pemain&gt;/games</code>. Permainan yang sedang berjalan melawan komputer atau dari antrean umum tercantum di <em>Sedang dimainkan</em>, dan siapa pun yang punya ID sebuah permainan dapat menontonnya langsung (permainan dengan teman juga: tidak dicantumkan, tetapi ID-nya bukan rahasia). Pilih nama yang Anda tidak keberatan untuk ditampilkan.',
  policy_how_long:
    '<strong>Berapa lama:</strong> selain ruang obrolan, yang menyimpan 200 baris terakhirnya, server tidak menghapus apa pun dengan sendirinya: pemain, permainan, langkah, peringkat, laporan, catatan moderasi, dan pelanggaran tetap ada sampai Anda menghapus pemain Anda (lihat di bawah) atau pengelola situs menghapusnya. Hash token adalah yang menghubungkan peramban dengan pemainnya; menghapus data situs di peramban Anda memutus hubungan itu untuk selamanya (masuk lagi untuk mendapatkannya kembali, jika Anda punya akun).',
  policy_not_stored: 'Tidak disimpan di basis data: alamat IP Anda, rincian peramban Anda, atau apa pun yang tidak Anda ketik atau mainkan.',
  policy_yours_h: 'Data Anda: unduh atau hapus',
  policy_download:
    'Di layar akun (<em>Nama Anda</em>), <strong>Unduh data saya</strong> menyimpan satu berkas, <code>mancala-&lt;ID pemain&gt;.json</code>, berisi semua yang tercantum di atas yang menyangkut pemain Anda: pemain dan akun Anda (tidak pernah kata sandi atau hash-nya), peringkat Anda dan riwayatnya, peringkat teka-teki Anda dan teka-teki yang Anda coba, setiap permainan yang Anda mainkan, baris obrolan Anda, laporan yang Anda ajukan, pemain yang Anda blokir, serta status Anda (jeda obrolan, larangan bermain) beserta entri moderasi dan pelanggaran permainan adil tentang Anda. Data orang lain tidak disertakan: siapa yang melaporkan Anda, dan moderator mana yang bertindak.',
  policy_delete:
    '<strong>Hapus akun saya</strong> (<em>Hapus pemain saya</em> untuk tamu) meminta Anda mengetik nama Anda, lalu menghapus untuk selamanya: nama Anda, akun dan hash kata sandi Anda, setiap token masuk, baris obrolan Anda, peringkat Anda dan riwayatnya (Anda keluar dari papan peringkat), blokir Anda (dua arah), tawaran terbuka Anda, pelanggaran permainan adil Anda, dan status Anda (jeda obrolan, larangan bermain). Koneksi Anda ditutup dan peramban ini lanjut bermain sebagai tamu baru.',
  policy_stays:
    'Yang tetap ada: <strong>permainan Anda</strong>, dengan kursi Anda ditampilkan sebagai <em>pemain terhapus</em> (lawan Anda tetap memiliki permainan mereka), dan, di bawah ID pemain lama Anda, yang tidak lagi mengarah ke nama apa pun, laporan yang Anda ajukan atau yang diajukan tentang Anda serta catatan moderasi (catatan moderator tentang apa yang mereka lakukan). Log yang dijelaskan di bawah tidak ditulis ulang.',
  policy_logs_h: 'Di server: log',
  policy_logs: 'Server menulis log berjalan ke keluaran standarnya, satu baris bercap waktu untuk setiap peristiwa. Satu baris log dapat berisi:',
  policy_log_ip:
    'alamat IP asal sebuah koneksi, saat koneksi dibuka, dan saat sebuah koneksi ditolak (ketika itu juga alamat halaman web asalnya, yaitu <em>Origin</em>);',
  policy_log_ids: 'ID pemain, saat koneksi ditutup, saat koneksi baru menggantikannya, atau saat koneksi ditutup karena mengirim terlalu cepat atau membaca terlalu lambat;',
  policy_log_accounts: 'nama pengguna dan ID pemainnya saat akun dibuat, dan bersama alamat IP pada setiap kali masuk (upaya masuk yang ditolak hanya mencatat alamatnya);',
  policy_log_reports: 'ID pemain dalam sebuah laporan beserta alasannya, dan ID pemain yang menghapus datanya;',
  policy_log_games: 'ID permainan, nama kedua sisi saat permainan dimulai, dan bagaimana serta kapan permainan berakhir (hasil, skor, menyerah, waktu habis, pemain yang tidak kembali).',
  policy_logs_not: 'Log tidak mencatat apa yang Anda kirim, langkah Anda satu per satu, token, atau kata sandi Anda (upaya masuk yang ditolak hanya mencatat alamat asalnya).',
  policy_logs_kept:
    'Server sendiri tidak menyimpan berkas log: log dikirim ke mana pun pengelolanya mengarahkan (misalnya jurnal kontainer atau sistem), dan disimpan selama sistem itu menyimpannya. Berkas Compose yang kami sertakan (<code>docker/compose.yaml</code>) menyimpan paling banyak lima berkas masing-masing 10 MB, yang tertua dihapus lebih dulu, jadi sebuah baris hilang setelah sekitar 50 MB baris yang lebih baru ditulis; baris-baris itu juga terhapus bersama kontainernya.',
  policy_memory_h: 'Hanya di memori',
  policy_memory:
    'Selama berjalan, server juga menyimpan, hanya di memori, siapa yang terhubung, siapa yang menunggu di antrean, siapa yang menonton permainan mana, undangan teman yang masih terbuka (kode acak, ID pemain dan nama Anda, papan dan sisi Anda, sampai tautan dipakai, dibatalkan, atau kedaluwarsa: 30 menit kecuali pengelola menetapkan waktu lain; siapa pun yang punya tautan melihat nama Anda), dan penghitung pesan per koneksi untuk menghentikan banjir pesan. Semua ini hilang saat server dimulai ulang.',
};
