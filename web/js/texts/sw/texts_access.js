// Kisomaji skrini kinachosema kuhusu ubao (ply_voice.js, board_table.js). Sehemu ya `T`.

export const ACCESS_T = {
  side_names: { south: 'Kusini', north: 'Kaskazini' },
  voice_sowed: (side, pit) => `${side} alipanda shimo ${pit}`,
  voice_swapped: (side) => `${side} alibadilisha upande`,
  voice_captured: (n) => `alikamata ${n}`,
  voice_extra_turn: 'zamu ya ziada',
  voice_over: 'mchezo umekwisha',
  voice_start: 'Mpangilio wa mwanzo',
  table_caption: 'Ubao kama jedwali: mbegu katika kila shimo na ghala',
  table_pit: (n) => `Shimo ${n}`,
  table_store: 'Ghala',
};
