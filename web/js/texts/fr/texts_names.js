// Quel nom les autres joueurs voient : un compte joue sous son nom d'utilisateur. Fait partie de `T`.

export const NAMES_T = {
  name_account_note: 'Les joueurs inscrits jouent sous leur nom d’utilisateur : c’est le nom que les autres voient.',
  reg_name_note: (name, username) =>
    `Les autres joueurs verront votre nom d’utilisateur${username ? ` « ${username} »` : ''} au lieu de « ${name} » : un joueur inscrit joue sous son nom d’utilisateur.`,
};
