import type { RulesetTypesOf } from "../../../../rules/registry";
import { icOptions } from "../../settings";
import { icRules, readState } from "../../state";
import { FATIGUE_MAX, PENALTY_MAX, POOL_MAX, ROLL_MAX, SKILL_MAX, STEALTH_LEVEL_MAX, WILLPOWER_MAX, XP_MAX } from "../bounds";
import { htmlField, integerField, poolField, statField } from "../fields";
import { POOL_KEYS, checkPoolChanges, clampedValue } from "./pool-limits";

type Ic = RulesetTypesOf<"ic">;

/** The skills the combat rules roll. */
export const SKILL_KEYS = ["chakraControl", "athletics", "toxicology", "stealth", "awareness"] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];

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
    xp: integerField(0, 0, XP_MAX, "SHINOBI.Stat.xp"),
    skills: new SchemaField({
      chakraControl: integerField(0, 0, SKILL_MAX, "SHINOBI.Skill.chakraControl"),
      athletics: integerField(0, 0, SKILL_MAX, "SHINOBI.Skill.athletics"),
      toxicology: integerField(0, 0, SKILL_MAX, "SHINOBI.Skill.toxicology"),
      stealth: integerField(0, 0, SKILL_MAX, "SHINOBI.Skill.stealth"),
      awareness: integerField(0, 0, SKILL_MAX, "SHINOBI.Skill.awareness"),
    }),
    vitality: poolField(300, 0),
    // HP may fall to -100% of its maximum before the character dies (the model keeps it there).
    hp: poolField(100, -POOL_MAX),
    willpower: poolField(3, 0, WILLPOWER_MAX),
    fatigue: new SchemaField({
      level: integerField(0, 0, FATIGUE_MAX, "SHINOBI.Fatigue.level"),
      staminaPenalty: integerField(0, 0, PENALTY_MAX, "SHINOBI.Fatigue.staminaPenalty"),
      chakraPenalty: integerField(0, 0, PENALTY_MAX, "SHINOBI.Fatigue.chakraPenalty"),
    }),
    upkeep: integerField(0, 0, PENALTY_MAX, "SHINOBI.Fatigue.upkeep"),
    stealth: new SchemaField({
      level: integerField(0, 0, STEALTH_LEVEL_MAX, "SHINOBI.Stealth.level"),
      tn: integerField(0, -ROLL_MAX, ROLL_MAX, "SHINOBI.Stealth.tn"),
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
    // A pool never shows, or counts in the rules, more than its maximum in force (see ./pool-limits).
    for (const key of POOL_KEYS) this[key].value = clampedValue(key, this[key].value, this[key].max);
    this.fatigueTrack = { value: this.fatigue.level, max: FATIGUE_MAX };
    const parent = this.parent;
    if (parent) this.derived = icRules.derive(readState(parent).state, icOptions());
  }

  /** Writes keep each pool within its floor and maximum: a value written past them is refused (see ./pool-limits). */
  protected override async _preUpdate(...[changes, options, user]: Parameters<foundry.abstract.TypeDataModel<ShinobiActorSchema, Actor.Implementation>["_preUpdate"]>): Promise<boolean | undefined> {
    if ((await super._preUpdate?.(changes, options, user)) === false) return false;
    // The casts: core's types keep a document's `_source` to itself, though it is the stored data
    // this update is checked against; that stored `system` is this model's, its pools included; and
    // of the changes, typed as the actor's update data, only `system` is read, as an unknown.
    const source = (this.parent as { _source?: { system?: unknown } } | null)?._source?.system;
    if (source) checkPoolChanges(changes as { system?: unknown }, source as Parameters<typeof checkPoolChanges>[1], this);
    return undefined;
  }

  /** Roll data for formulas such as the system's initiative ("1d20 + @initiativeBonus"). */
  getRollData(): Record<string, unknown> {
    return { ...this.stats, xp: this.xp, ...this.derived };
  }
}
