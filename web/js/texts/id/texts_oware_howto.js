// Kata-kata halaman Cara bermain Oware (oware.html). Bagian dari `T` lewat texts_pages.js.

export const OWARE_HOWTO_T = {
  oware_howto_title: 'Cara bermain Oware — Mancala',
  oware_howto_h1: 'Cara bermain Oware',
  oware_howto_nav: 'Oware',
  oware_howto_intro:
    'Oware (disebut juga abapa) dimainkan di seluruh Afrika Barat dan Karibia, di papan yang sejenis dengan papan congkak — dua baris berisi enam lubang, empat biji di tiap lubang — tetapi permainannya lain. Tidak ada lumbung di papan: biji yang Anda menangkan disimpan di sampingnya. Biji tidak pernah ditabur ke lumbung, tidak ada jalan dua kali berturut-turut, dan biji diambil di baris <em>lawan</em>. Siapa yang mengambil 25 dari 48 biji, dialah pemenangnya.',
  oware_howto_sowing_h: 'Menabur biji',
  oware_howto_sowing:
    'Pada giliran Anda, ambil semua biji dari salah satu lubang Anda dan jatuhkan satu per satu ke lubang-lubang berikutnya, berlawanan arah jarum jam: menyusuri baris Anda ke kanan, lalu menyusuri baris lawan, dan berputar lagi. Selatan, di bawah, jalan lebih dulu.',
  oware_howto_lap:
    'Lubang berisi 12 biji atau lebih berputar mengelilingi seluruh papan. Lubang yang Anda kosongkan dilewati di setiap putaran: di sini lubang pertama Selatan berisi 12. Sebelas biji mengelilingi papan dan biji kedua belas melompati lubang pertama yang kosong lalu jatuh di lubang kedua, yang kini berisi 2.',
  oware_howto_capture_h: 'Mengambil 2 dan 3',
  oware_howto_capture:
    'Jika biji terakhir Anda jatuh di salah satu lubang lawan dan membuatnya berisi tepat 2 atau 3, Anda mengambil biji-biji itu. Lalu lihat lubang tepat sebelumnya: jika itu juga milik lawan dan berisi 2 atau 3, ambil juga, dan begitu seterusnya ke belakang — sampai ada lubang berisi jumlah lain atau Anda tiba di ujung baris lawan.',
  oware_howto_chain_before: 'Sebelum: Selatan menabur 3 biji dari lubang kelima.',
  oware_howto_chain_after:
    'Sesudah: biji terakhir membuat lubang kedua Utara berisi 3, jadi Selatan mengambilnya, lalu lubang sebelumnya, yang kini berisi 2. Rantainya berhenti di situ: lubang berikutnya ke belakang adalah milik Selatan sendiri (berisi 2, tetapi biji tidak pernah diambil dari baris sendiri). Selatan telah mengambil 5.',
  oware_howto_four:
    'Angka 4 memutus rantai. Biji terakhir Selatan membuat lubang ketiga Utara berisi 2 (diambil), tetapi lubang sebelumnya menjadi 4, jadi 2 di belakangnya tetap di tempat. Lubang sesudah lubang tempat biji terakhir jatuh tidak pernah diambil.',
  oware_howto_slam_h: 'Grand slam tidak mengambil apa-apa',
  oware_howto_slam:
    'Langkah Selatan membuat dua lubang Utara satu-satunya berisi 2 dan 3. Mengambil keduanya akan membuat Utara tidak punya biji sama sekali — sebuah <em>grand slam</em>. Langkah itu boleh, tetapi tidak mengambil apa-apa: biji-biji tetap di tempat jatuhnya.',
  oware_howto_feed_h: 'Beri makan lawan Anda',
  oware_howto_feed:
    'Anda tidak boleh membiarkan lawan tanpa biji untuk dimainkan. Jika barisnya kosong, Anda harus memilih lubang yang bijinya sampai ke barisnya, jika ada. Lubang yang tidak sampai ditolak, dan permainan memberi tahu alasannya.',
  oware_howto_feed_cap:
    'Utara tidak punya apa-apa. Biji lubang pertama dan keempat Selatan akan tetap di baris Selatan, jadi satu-satunya langkah yang boleh adalah lubang keenam, yang bijinya sampai ke Utara.',
  oware_howto_no_feed: 'Jika tidak ada langkah Anda yang bisa sampai ke lawan, permainan berakhir dan Anda mengambil semua biji yang masih ada di papan.',
  oware_howto_end_h: 'Akhir permainan',
  oware_howto_end_25: 'Ambil <strong>25 biji</strong> dan Anda langsung menang. Masing-masing 24 berarti seri.',
  oware_howto_end_feed: 'Jika tidak ada yang bisa memberi makan lawannya, pemain yang mendapat giliran mengambil biji yang tersisa (lihat di atas).',
  oware_howto_end_100:
    'Dengan sedikit biji, permainan bisa berputar-putar tanpa akhir, jadi setelah <strong>100 langkah berturut-turut tanpa pengambilan</strong> permainan berhenti: setiap pemain menambahkan biji di barisnya sendiri ke biji yang sudah diambilnya, dan jumlah terbesar menang.',
  oware_howto_here_h: 'Bermain di sini',
  oware_howto_here_choose:
    'Pilih <em>Oware</em> di bawah <em>Permainan</em> pada layar awal; semua cara bermain — daring, melawan komputer, berdua di satu perangkat — bisa dipakai untuknya.',
  oware_howto_here_counts:
    'Biji yang Anda ambil dihitung di samping nama Anda. Setelah setiap langkah, lubang yang diambil diberi garis merah, dan rantai ditunjukkan lubang demi lubang sesuai urutan pengambilannya.',
  oware_howto_here_kalah: '<a href="how-to-play.html">Cara bermain Congkak</a> menjelaskan kontrolnya, yang sama saja.',
};
