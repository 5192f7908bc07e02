// Diğer oyuncuların gördüğü ad: bir hesap kullanıcı adıyla oynar. `T`'nin parçası.

export const NAMES_T = {
  name_account_note: 'Kayıtlı oyuncular kullanıcı adlarıyla oynar: başkalarının gördüğü ad budur.',
  reg_name_note: (name, username) =>
    `Diğer oyuncular «${name}» yerine kullanıcı adınızı${username ? ` («${username}»)` : ''} görecek: kayıtlı bir oyuncu kullanıcı adıyla oynar.`,
};
