import type { RulesetTypesOf } from "../../../../rules/registry";
import { icOptions } from "../../settings";
import { icRules, readState } from "../../state";
import { htmlField, integerField, poolField, statField } from "../fields";

type Ic = RulesetTypesOf<"ic">;

/** The skills the combat rules roll. */
export const SKILL_KEYS = ["chakraControl", "athletics", "toxicology", "stealth", "awareness"] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];

/** Fatigue level 5 is unconsciousness. */
export const MAX_FATIGUE_LEVEL = 5;

/** What a token can show: the pools as bars, the Fatigue level as a bar, single numbers as values. */
export const TRACKABLE_ATTRIBUTES = {
  bar: ["vitality", "hp", "willpower", "fatigueTrack"],
  value: ["fatigue.level", "fatigue.staminaPenalty", "fatigue.chakraPenalty", "upkeep", "stealth.level"],
};

const actorSchema = () => {
  const { SchemaField } = foundry.data.fields;
  return {
    stats: new SchemaField({
      str: statField("SHINOBI.Stat.str"),
      dex: statField("SHINOBI.Stat.dex"),
      agi: statField("SHINOBI.Stat.agi"),
      res: statField("SHINOBI.Stat.res"),
      cha: statField("SHINOBI.Stat.cha"),
    }),
    xp: integerField(0, 0, undefined, "SHINOBI.Stat.xp"),
    skills: new SchemaField({
      chakraControl: integerField(0, 0, undefined, "SHINOBI.Skill.chakraControl"),
      athletics: integerField(0, 0, undefined, "SHINOBI.Skill.athletics"),
      toxicology: integerField(0, 0, undefined, "SHINOBI.Skill.toxicology"),
      stealth: integerField(0, 0, undefined, "SHINOBI.Skill.stealth"),
      awareness: integerField(0, 0, undefined, "SHINOBI.Skill.awareness"),
    }),
    vitality: poolField(300),
    // HP may fall to -100% of its maximum before the character dies.
    hp: poolField(100, null),
    willpower: poolField(3),
    fatigue: new SchemaField({
      level: integerField(0, 0, MAX_FATIGUE_LEVEL, "SHINOBI.Fatigue.level"),
      staminaPenalty: integerField(0, 0, undefined, "SHINOBI.Fatigue.staminaPenalty"),
      chakraPenalty: integerField(0, 0, undefined, "SHINOBI.Fatigue.chakraPenalty"),
    }),
    upkeep: integerField(0, 0, undefined, "SHINOBI.Fatigue.upkeep"),
    stealth: new SchemaField({
      level: integerField(0, 0, 3, "SHINOBI.Stealth.level"),
      tn: integerField(0, null, undefined, "SHINOBI.Stealth.tn"),
    }),
    biography: htmlField(),
    notes: htmlField(),
  };
};

export type ShinobiActorSchema = ReturnType<typeof actorSchema>;

/**
 * System data shared by characters and NPCs. Derived numbers come from the IC rules, so a
 * sheet shows exactly what a roll will add.
 */
export class ShinobiActorData extends foundry.abstract.TypeDataModel<ShinobiActorSchema, Actor.Implementation> {
  static override defineSchema(): ShinobiActorSchema {
    return actorSchema();
  }

  /** Combat values derived from stats, fatigue, upkeep and item modifiers. */
  declare derived: Ic["derived"];

  /** The Fatigue level as a token bar (0 fresh, 5 unconscious): how close chakra and stamina are to running out. */
  declare fatigueTrack: { value: number; max: number };

  override prepareDerivedData(): void {
    this.fatigueTrack = { value: this.fatigue.level, max: MAX_FATIGUE_LEVEL };
    const parent = this.parent;
    if (parent) this.derived = icRules.derive(readState(parent).state, icOptions());
  }

  /** Roll data for formulas such as the system's initiative ("1d20 + @initiativeBonus"). */
  getRollData(): Record<string, unknown> {
    return { ...this.stats, xp: this.xp, ...this.derived };
  }
}
