/** Strings for players, looked up in the world's language; the key itself if there is none yet. */
export function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

/** A string with `{placeholders}` filled in. */
export function format(key: string, data: Record<string, string | number>): string {
  return game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) ?? key;
}

/** Whether a key has a string in the world's language (or in English, which Foundry falls back to). */
export function hasKey(key: string): boolean {
  return game.i18n?.has(key) ?? false;
}
