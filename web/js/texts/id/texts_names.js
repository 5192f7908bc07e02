// Nama yang dilihat pemain lain: akun bermain dengan nama penggunanya. Bagian dari `T`.

export const NAMES_T = {
  name_account_note: 'Pemain terdaftar bermain dengan nama penggunanya: itulah nama yang dilihat orang lain.',
  reg_name_note: (name, username) =>
    `Pemain lain akan melihat nama pengguna Anda${username ? ` «${username}»` : ''}, bukan «${name}»: pemain terdaftar bermain dengan nama penggunanya.`,
};
