// Yang diucapkan pembaca layar tentang papan (ply_voice.js, board_table.js). Bagian dari `T`.

export const ACCESS_T = {
  side_names: { south: 'Selatan', north: 'Utara' },
  voice_sowed: (side, pit) => `${side} menjalankan lubang ${pit}`,
  voice_swapped: (side) => `${side} bertukar sisi`,
  voice_captured: (n) => `menembak ${n}`,
  voice_extra_turn: 'jalan lagi',
  voice_over: 'permainan selesai',
  voice_start: 'Posisi awal',
  table_caption: 'Papan sebagai tabel: biji di setiap lubang dan lumbung',
  table_pit: (n) => `Lubang ${n}`,
  table_store: 'Lumbung',
};
