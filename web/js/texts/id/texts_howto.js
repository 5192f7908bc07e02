// Kata-kata halaman Cara bermain Congkak (how-to-play.html). Bagian dari `T` lewat texts_pages.js.

export const HOWTO_T = {
  howto_title: 'Cara bermain Congkak — Mancala',
  howto_h1: 'Cara bermain Congkak',
  howto_oware: 'Main Oware? Oware punya aturan sendiri: lihat <a href="oware.html">Cara bermain Oware</a>.',
  howto_intro:
    'Congkak (Kalah) dimainkan berdua di papan dengan dua baris berisi enam lubang dan sebuah lumbung besar di tiap ujungnya. Pada awalnya setiap lubang berisi empat biji (Anda bisa memilih dua sampai enam). Baris yang paling dekat dengan Anda adalah milik Anda, begitu juga lumbung di sebelah kanan Anda. Tujuannya: saat permainan berakhir, lumbung Anda berisi lebih banyak biji daripada lumbung lawan.',
  howto_sowing_h: 'Menabur biji',
  howto_sowing:
    'Pada giliran Anda, pilih salah satu lubang Anda yang berisi biji. Ambil semuanya lalu jatuhkan satu per satu ke setiap lubang berikutnya, berlawanan arah jarum jam: menyusuri baris Anda ke kanan, masuk ke lumbung Anda, lalu menyusuri baris lawan. Lumbung lawan dilewati, lumbung Anda sendiri tidak pernah. Selatan (pemain di bawah) jalan lebih dulu.',
  howto_extra_h: 'Berakhir di lumbung sendiri: jalan lagi',
  howto_extra_cap:
    'Selatan menabur empat biji dari lubang ketiga: masing-masing satu ke tiga lubang berikutnya dan yang terakhir ke lumbung Selatan. Biji terakhir jatuh di lumbung, jadi Selatan jalan lagi. Giliran tambahan bisa datang berturut-turut.',
  howto_capture_h: 'Berakhir di lubang kosong sendiri: tembak',
  howto_capture_before: 'Sebelum: lubang kedua Selatan kosong; lubang di seberangnya berisi 3 biji. Selatan menabur satu-satunya biji dari lubang pertama.',
  howto_capture_after:
    'Sesudah: biji jatuh di lubang kosong milik Selatan sendiri, jadi biji itu dan 3 biji di seberangnya masuk ke lumbung Selatan: 10 + 4 = 14. Lalu giliran Utara.',
  howto_empty_h: '… tetapi tidak jika lubang di seberang kosong',
  howto_empty_cap: 'Langkah yang sama ketika lubang di seberang kosong: tidak ada yang ditembak, biji tetap di tempat jatuhnya, dan giliran Utara.',
  howto_sweep_h: 'Akhir permainan: sapu bersih',
  howto_sweep_before: 'Selatan menabur biji terakhir di sisi Selatan ke lumbungnya.',
  howto_sweep_after:
    'Semua lubang Selatan kosong, jadi permainan langsung berakhir — tanpa giliran tambahan. Setiap biji yang masih ada di lubang masuk ke lumbung pemilik lubang itu: 10 biji Utara masuk ke lumbung Utara. Utara menang 27 lawan 21.',
  howto_end: 'Permainan berakhir begitu salah satu baris kosong setelah sebuah langkah. Lumbung yang lebih penuh menang; jika sama banyak, hasilnya seri.',
  howto_rules_h: 'Pilihan aturan',
  howto_rules: 'Di <em>Aturan lain</em> pada layar awal, Anda bisa mengubah papan:',
  howto_rule_pits: '<strong>Lubang per sisi</strong>: 3 sampai 8, bukan 6.',
  howto_rule_capture:
    '<strong>Tembakan</strong>: <em>juga di seberang lubang kosong</em> — berakhir di lubang kosong sendiri memberi Anda satu biji itu meski lubang di seberangnya kosong; <em>tanpa tembakan</em> — tidak ada biji yang diambil sama sekali.',
  howto_rule_pie:
    '<strong>Aturan kue</strong>: setelah giliran pertama Selatan, Utara boleh <em>bertukar sisi</em> alih-alih menabur, dan mengambil alih posisi Selatan. Dengan begitu, pembukaan yang kuat tidak menjadi kemenangan gratis.',
  howto_rule_scoring:
    '<strong>Penghitungan</strong>: <em>tembakan saja</em> — biji yang tersisa di lubang pada akhir permainan tidak dihitung untuk siapa pun; <em>bertahan</em> — yang masih punya biji di sisinya saat permainan berakhir menang.',
  howto_rule_early: '<strong>Selesai lebih awal</strong>: permainan berhenti begitu satu lumbung berisi lebih dari separuh seluruh biji.',
  howto_here_h: 'Bermain di sini',
  howto_here_click: 'Klik atau ketuk salah satu lubang Anda; lubang yang tidak bisa ditabur tampak abu-abu.',
  howto_here_keys: 'Papan ketik: <kbd>1</kbd>–<kbd>6</kbd> menabur lubang Anda mulai dari kiri Anda, atau bergerak dengan <kbd>←</kbd> <kbd>→</kbd> dan menabur dengan <kbd>Enter</kbd>.',
  howto_here_marks:
    'Langkah terakhir ditandai: cincin putus-putus pada lubang yang ditabur, cincin biru di tempat biji-biji jatuh, cincin merah pada lubang yang ditembak.',
  howto_here_hint: 'Melawan komputer atau di perangkat bersama, <em>Petunjuk</em> menunjukkan langkah yang akan dimainkan komputer terkuat.',
};
