// Viungo vinavyofunguliwa wakati wa mchezo na muunganisho na seva. Sehemu ya `T`.

export const NET_T = {
  link_offer: (what) => `Uko kwenye mchezo, na unaendelea bila wewe ukiondoka. Ufungue ${what}?`,
  link_views: {
    friend: 'mwaliko',
    watch: 'mchezo wa kutazama',
    replay: 'marudio',
    review: 'uchambuzi wa mchezo',
    player: 'ukurasa wa mchezaji',
    tournament: 'mashindano',
    leaderboard: 'orodha ya viongozi',
    bots: 'ukurasa wa boti',
    account: 'akaunti yako',
    analysis: 'ubao wa uchambuzi',
    mod: 'ukurasa wa usimamizi',
    other: 'kiungo',
  },
  link_open: 'Fungua',
  link_stay: 'Baki',
  link_silent: (when) => `Seva imeacha kujibu. Itaunganisha tena baada ya ${when}…`,
  ply_offline: 'Uko nje ya mtandao: hatua yako haikutumwa. Icheze muunganisho ukirudi.',
  ply_unconfirmed: 'Muunganisho ulikatika kabla seva haijathibitisha hatua yako.',
  ply_not_played: 'Hatua yako haikufika kwenye seva: icheze tena.',
};
