import { format } from "../i18n";

/** What a thrown value says: an Error's message, anything else as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Tells the GM that something the fight or a card settled was not written, in the words of `key`
 * with `data`: a notice that stays (it must be put right by hand, or the step taken again) and the
 * console with the errors behind it. Returns the same words as an Error for whoever asked, so the
 * player who clicked reads what the GM reads.
 */
export function tellUnwritten(key: string, data: Record<string, string>, ...errors: unknown[]): Error {
  const text = format(key, data);
  console.error(text, ...errors);
  ui.notifications?.error(text, { permanent: true });
  return new Error(text);
}
