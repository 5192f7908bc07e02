// Ekran okuyucunun tahta hakkında söyledikleri (ply_voice.js, board_table.js). `T`'nin parçası.

export const ACCESS_T = {
  side_names: { south: 'Güney', north: 'Kuzey' },
  voice_sowed: (side, pit) => `${side}, ${pit}. kuyuyu dağıttı`,
  voice_swapped: (side) => `${side} taraf değiştirdi`,
  voice_captured: (n) => `${n} taş kazandı`,
  voice_extra_turn: 'bir hamle daha',
  voice_over: 'oyun bitti',
  voice_start: 'Başlangıç konumu',
  table_caption: 'Tablo olarak tahta: her kuyudaki ve hazinedeki taşlar',
  table_pit: (n) => `${n}. kuyu`,
  table_store: 'Hazine',
};
