import { integerField } from "../../fields";
import { RATING_MAX, RATING_MIN } from "./bounds";
import { TRAIT_KEYS, type TraitKey } from "./choices";

/**
 * The roll-and-keep models' own field builders, beside the shared ones (../../fields), with the
 * ranges in ./bounds. Skills, Void Points and modifiers have files of their own, with the checks
 * across their fields.
 */
const fields = () => foundry.data.fields;

/** A trait or the Void Ring. A new character starts at 2, the human average (C2). */
export function ratingField(label: string) {
  return integerField(2, RATING_MIN, RATING_MAX, label);
}

/** C1: the eight traits the rings are made of. */
export function traitsField() {
  const traits = Object.fromEntries(TRAIT_KEYS.map((key) => [key, ratingField(`SHINOBI.RollKeep.Trait.${key}`)]));
  // Built from the key list just above, so every trait has its field.
  return new (fields().SchemaField)(traits as Record<TraitKey, ReturnType<typeof ratingField>>);
}

/**
 * An identifier the rules look a skill up by (`kenjutsu`, `defense`, `iaijutsu`): a word of
 * letters and digits starting with a lower-case letter, so it is never a translated name. The
 * sheet shows its label; the key is what a weapon or a rule names.
 */
const SKILL_KEY = /^[a-z][A-Za-z0-9]*$/;

/** Why a skill key cannot be stored, or null when it can; `field` names the field as the schema's own refusals do. */
export function skillKeyProblem(field: string, key: string): string | null {
  return SKILL_KEY.test(key) ? null : `${field}: "${key}" is not a skill key (a word of letters and digits, starting with a lower-case letter)`;
}

/** The key of the skill something is used with (a weapon's), `kenjutsu` unless set. */
export function skillKeyField(initial: string, label: string) {
  return new (fields().StringField)({ required: true, nullable: false, blank: false, initial, label });
}
