// Kata-kata halaman Tentang (about.html). Bagian dari `T` lewat texts_pages.js.

export const ABOUT_T = {
  about_title: 'Tentang — Mancala',
  about_h1: 'Tentang situs ini',
  about_intro:
    'Ini tempat kecil untuk bermain <strong>Congkak</strong> (Kalah), permainan paling terkenal dari keluarga mancala, di peramban: melawan orang asing berikutnya yang sedang mencari lawan, melawan komputer dengan tiga tingkat, atau bersama teman di ponsel atau komputer yang sama.',
  about_no_install:
    'Tidak ada yang perlu dipasang dan tidak perlu akun. Pilih nama jika mau — nama itu ditampilkan kepada lawan dan di catatan permainan — lalu bermainlah; untuk menyimpan nama itu (dan masuk dengannya di perangkat lain), daftarkan di <a href="./#account">Nama Anda</a>. Jika Anda menutup halaman atau koneksi terputus di tengah permainan, buka lagi situs ini di perangkat yang sama dan permainan akan kembali.',
  about_how_h: 'Cara kerjanya',
  about_server:
    'Satu server, ditulis dalam C++, menyimpan setiap permainan: memeriksa setiap langkah sesuai aturan, menjalankan lawan komputer, memasangkan pemain dari antrean, dan memberi tahu kedua peramban apa yang terjadi lewat WebSocket. Halaman yang sedang Anda lihat adalah HTML, CSS, dan JavaScript biasa, semuanya dikirim oleh server yang sama; halaman ini tidak memuat apa pun dari tempat lain.',
  about_levels:
    'Tingkat komputer: <em>mudah</em> sengaja membuat kesalahan, <em>sedang</em> melihat beberapa langkah ke depan, dan <em>sulit</em> mencari sedalam yang diizinkan waktunya. Tombol petunjuk menunjukkan langkah yang akan dimainkan <em>sulit</em>.',
  about_rules_h: 'Aturan',
  about_rules:
    'Lihat <a href="how-to-play.html">Cara bermain</a>. Antrean umum memakai papan standar: enam lubang per sisi, empat biji di tiap lubang, Selatan jalan lebih dulu.',
  pages_back: 'Kembali ke permainan',
};
