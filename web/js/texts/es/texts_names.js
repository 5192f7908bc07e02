// Qué nombre ven los demás: una cuenta juega con su nombre de usuario. Parte de `T`.

export const NAMES_T = {
  name_account_note: 'Los jugadores registrados juegan con su nombre de usuario: es el nombre que ven los demás.',
  reg_name_note: (name, username) =>
    `Los demás jugadores verán tu nombre de usuario${username ? ` «${username}»` : ''} en lugar de «${name}»: un jugador registrado juega con su nombre de usuario.`,
};
