// Que nome os outros veem: uma conta joga com o seu nome de usuário. Parte de `T`.

export const NAMES_T = {
  name_account_note: 'Os jogadores registrados jogam com o seu nome de usuário: é o nome que os outros veem.',
  reg_name_note: (name, username) =>
    `Os outros jogadores verão o seu nome de usuário${username ? ` «${username}»` : ''} em vez de «${name}»: um jogador registrado joga com o seu nome de usuário.`,
};
