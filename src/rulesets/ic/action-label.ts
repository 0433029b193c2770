import { localize } from "../../i18n";
import { icRules } from "./state";

/**
 * The lang key of a basic action: its key in the rules' table ("Take the Hit") as one camel-case
 * word (`SHINOBI.BasicAction.takeTheHit`); a test checks every basic action has one.
 */
export function basicActionKey(key: string): string {
  const words = key.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `SHINOBI.BasicAction.${words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() : w.charAt(0).toUpperCase()) + w.slice(1)).join("")}`;
}

/**
 * An action's name as the table reads it: a basic action's in the world's language, any other
 * (a technique, a weapon) as its item names it. Declared, delayed and running actions are stored
 * by name, and a basic action's name is its key in the rules' table.
 */
export function actionLabel(name: string): string {
  return Object.hasOwn(icRules.basicActions, name) ? localize(basicActionKey(name)) : name;
}
