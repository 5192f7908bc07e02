// The words that say which name other players see: an account plays under its username, so the
// name fields lock to it and registering says whose name it replaces. Part of `T` (texts.js).

export const NAMES_T = {
  name_account_note: 'Registered players play under their username: it is the name others see.',
  reg_name_note: (name, username) =>
    `Other players will see your username${username ? ` “${username}”` : ''} instead of “${name}”: a registered player plays under their username.`,
};
