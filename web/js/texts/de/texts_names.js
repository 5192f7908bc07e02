// Welchen Namen andere sehen: Ein Konto spielt unter seinem Benutzernamen. Teil von `T`.

export const NAMES_T = {
  name_account_note: 'Registrierte Spieler spielen unter ihrem Benutzernamen: Diesen Namen sehen die anderen.',
  reg_name_note: (name, username) =>
    `Andere Spieler sehen Ihren Benutzernamen${username ? ` „${username}“` : ''} statt „${name}“: Ein registrierter Spieler spielt unter seinem Benutzernamen.`,
};
