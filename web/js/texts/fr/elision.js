// French elides « de » and « que » before a vowel: « le défi d’Ada », « en tant qu’Ines ». A name
// is the player's own, so its first letter decides; an h is left as it is (it may be aspirated:
// « de Hugo »).

const VOWEL = /^[aeiouyàâäéèêëîïôöùûüæœ]/i;

/** « de name », or « d’name » before a vowel. */
export const de = (name) => (VOWEL.test(name) ? `d’${name}` : `de ${name}`);

/** « que name », or « qu’name » before a vowel. */
export const que = (name) => (VOWEL.test(name) ? `qu’${name}` : `que ${name}`);
