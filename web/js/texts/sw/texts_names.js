// Jina wanaloliona wengine: akaunti inacheza kwa jina lake la mtumiaji. Sehemu ya `T`.

export const NAMES_T = {
  name_account_note: 'Wachezaji waliosajiliwa hucheza kwa jina lao la mtumiaji: ndilo jina wanaloliona wengine.',
  reg_name_note: (name, username) =>
    `Wachezaji wengine wataona jina lako la mtumiaji${username ? ` «${username}»` : ''} badala ya «${name}»: mchezaji aliyesajiliwa hucheza kwa jina lake la mtumiaji.`,
};
