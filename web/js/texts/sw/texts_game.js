// Wachezaji wa mchezo na mwisho wake (player_name, reason_text, over_text za texts/texts.js).
// Sehemu ya `T`.

export const GAME_T = {
  computer_name: (level) => `Kompyuta (${level})`,
  bot_levels: { easy: 'rahisi', medium: 'wastani', hard: 'ngumu' },
  reasons_end: {
    normal: 'Upande mmoja uliishiwa mbegu; mbegu zilizobaki ubaoni zilikusanywa.',
    aborted: 'Mchezo ulisitishwa kabla pande zote mbili hazijacheza. Hauhesabiwi kwa yeyote.',
    agreement: 'Wachezaji walikubaliana sare.',
    no_capture_limit: 'Hatua nyingi mno bila kukamata: mbegu za kila upande zilienda kwa mwenyewe.',
    no_feed: 'Upande mmoja haukuweza kulishwa: aliyecheza mwisho alichukua mbegu zilizobaki.',
  },
  reason_resign: (loser) => `${loser} alijiuzulu.`,
  reason_timeout: (loser) => `${loser} aliishiwa muda.`,
  reason_timeout_draw: (loser) => `${loser} aliishiwa muda, lakini tayari alikuwa na nusu ya mbegu au zaidi, kwa hivyo mchezo ni sare.`,
  reason_abandon: (loser) => `${loser} aliondoka kwenye mchezo na hakurudi kwa wakati.`,
  over_draw: 'Mchezo umekwisha: sare.',
  over_won: (winner) => `Mchezo umekwisha: ${winner} ameshinda.`,
  over_aborted: 'Mchezo umesitishwa.',
};
