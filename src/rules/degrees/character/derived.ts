import { sizeRowOf } from "../size";
import type { DegreesCharacter } from "./character";

/** The numbers a sheet shows and rolls add, all from the stored ones. */
export interface DegreesDerived {
  strength: number;
  vigor: number;
  hpMax: number;
  chakraMax: number;
  /** Metres per movement action, before conditions (Slow halves it). */
  movement: number;
  /** What initiative adds to its 1d8: Dexterity + Notice (M5). */
  initiativeBonus: number;
  /** The difficulty an attacker must reach against Dodge (M22). */
  dodgeDc: number;
  reach: number;
  stealthModifier: number;
  intimidateModifier: number;
  bodyHardness: number;
  armourAbsorption: number;
}

/** Dodge difficulty starts from 9 (M22). */
export const DODGE_BASE = 9;

/**
 * Derives the combat numbers (M39 HP, M48 chakra, M57 movement, M5 initiative, M22 Dodge,
 * M104–M109 size, M122 body hardness). Size adds to Strength and Vigor always, but to HP only
 * when the size is the character's own (M108).
 */
export function deriveCharacter(character: DegreesCharacter): DegreesDerived {
  let derived = derivedCache.get(character);
  if (!derived) {
    derived = derive(character);
    derivedCache.set(character, derived);
  }
  return derived;
}

// A character is plain data, never changed in place (a change is a new object), and every attack
// reads its attacker's and target's numbers: they are worked out once per character object.
const derivedCache = new WeakMap<DegreesCharacter, DegreesDerived>();

function derive(character: DegreesCharacter): DegreesDerived {
  const size = sizeRowOf(character);
  const { strength, dexterity, vigor, spirit } = character.attributes;
  const vigorForHp = character.permanentSize ? vigor + size.strengthVigor : vigor;
  return {
    strength: strength + size.strengthVigor,
    vigor: vigor + size.strengthVigor,
    hpMax: 10 + 3 * vigorForHp + 5 * character.campaignLevel,
    chakraMax: 10 + 3 * spirit,
    // Size never takes a movement below 1 m (M109).
    movement: Math.max(1, 10 + Math.ceil(dexterity / 2) + size.movement),
    initiativeBonus: dexterity + character.notice,
    dodgeDc: DODGE_BASE + character.accuracies.dodge,
    reach: size.reach,
    stealthModifier: size.stealth,
    intimidateModifier: size.intimidate,
    bodyHardness: Math.max(0, ...character.bodyHardness),
    armourAbsorption: character.armourAbsorption,
  };
}
