import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../../../rules/registry";
import { choiceField, htmlField, integerField } from "../../../fields";
import { ACCURACY_MAX, ATTRIBUTE_MAX, CAMPAIGN_LEVEL_MAX, CHAKRA_MAX, HARDNESS_MAX, HP_LIMIT } from "../bounds";
import { SIZES } from "../choices";
import { flagField, integersByKey, textField } from "../fields";
import { ACCURACY_KEYS, ATTRIBUTE_KEYS, SKILL_KEYS } from "./keys";

/** Where a new character starts: every attribute at 1, campaign level 1, untrained, its own standard size. */
const START = { attribute: 1, campaignLevel: 1, accuracy: 0 } as const;

const STARTING_CHARACTER: RulesetTypesOf<"degrees">["character"] = {
  attributes: { strength: START.attribute, dexterity: START.attribute, vigor: START.attribute, spirit: START.attribute },
  campaignLevel: START.campaignLevel,
  size: "standard",
  permanentSize: true,
  accuracies: { melee: START.accuracy, ranged: START.accuracy, dodge: START.accuracy, anticipate: START.accuracy },
  notice: START.accuracy,
  bodyHardness: [],
  armourAbsorption: 0,
};

/** A new character starts unhurt and rested: the port's new fighter from its starting numbers has HP and chakra at their maxima. */
const FRESH = RULESETS.degrees.newCombatant({ id: "new", character: STARTING_CHARACTER });

/**
 * What characters and NPCs both store (F3). HP and chakra keep only what is left: their maxima
 * are derived (M39, M48). Non-lethal damage is a track of its own (M47 default).
 */
export const degreesActorFields = () => {
  const { SchemaField } = foundry.data.fields;
  return {
    attributes: integersByKey(ATTRIBUTE_KEYS, (key) => `SHINOBI.Degrees.Attribute.${key}`, START.attribute, 0, ATTRIBUTE_MAX),
    campaignLevel: integerField(START.campaignLevel, 0, CAMPAIGN_LEVEL_MAX, "SHINOBI.Degrees.campaignLevel"),
    size: choiceField(SIZES, STARTING_CHARACTER.size, "SHINOBI.Degrees.size"),
    /** The size is the character's own (a summon's), not a transformation's: only then does it count for HP (M108). */
    permanentSize: flagField(STARTING_CHARACTER.permanentSize, "SHINOBI.Degrees.permanentSize"),
    accuracies: integersByKey(ACCURACY_KEYS, (key) => `SHINOBI.Degrees.Accuracy.${key}`, START.accuracy, 0, ACCURACY_MAX),
    skills: integersByKey(SKILL_KEYS, (key) => `SHINOBI.Degrees.Skill.${key}`, START.accuracy, 0, ACCURACY_MAX),
    hp: new SchemaField({
      value: integerField(FRESH.hp.hp, -HP_LIMIT, HP_LIMIT, "SHINOBI.Degrees.Hp.value"),
      nonLethal: integerField(0, 0, HP_LIMIT, "SHINOBI.Degrees.Hp.nonLethal"),
      /** A dying character stabilised: it loses no more HP (M42). */
      stable: flagField(false, "SHINOBI.Degrees.Hp.stable"),
    }),
    chakra: new SchemaField({
      value: integerField(FRESH.chakra, 0, CHAKRA_MAX, "SHINOBI.Degrees.chakra"),
      /** Soldier pills eaten since the last rest, which sets it back to 0 (M51). */
      pills: integerField(0, 0, RULESET_EXTRAS.degrees.pillsSinceRestMax, "SHINOBI.Degrees.Pills.count"),
      /** A clone or a non-human creature: soldier pills do nothing for it (M51). */
      pillProof: flagField(false, "SHINOBI.Degrees.Pills.proof"),
    }),
    /** Stone Skin, Resilience...: only the highest counts, so the sheet keeps that one (M122). */
    bodyHardness: integerField(0, 0, HARDNESS_MAX, "SHINOBI.Degrees.bodyHardness"),
    /** Weapon Training: martial or special weapons without it attack at −3 (M58, M62, M64). */
    proficiencies: new SchemaField({
      martial: flagField(false, "SHINOBI.Degrees.Proficiency.martial"),
      special: flagField(false, "SHINOBI.Degrees.Proficiency.special"),
    }),
    /** The feats the combat rules ask about: Quick Draw, to deflect projectiles (M65); Moving Attack, for a flier that cannot hover (M101); Sensor, to see through camouflage (M112); Two-Weapon Fighting, to strike with a weapon in each hand (M62); Ambidexterity, to draw two weapons as one action (M70). */
    feats: new SchemaField({
      quickDraw: flagField(false, "SHINOBI.Degrees.Feat.quickDraw"),
      twoWeaponFighting: flagField(false, "SHINOBI.Degrees.Feat.twoWeaponFighting"),
      ambidexterity: flagField(false, "SHINOBI.Degrees.Feat.ambidexterity"),
      /** Two-handed weapons and hand seals with a lost arm or hand (M130 4). */
      oneArmed: flagField(false, "SHINOBI.Degrees.Feat.oneArmed"),
      movingAttack: flagField(false, "SHINOBI.Degrees.Feat.movingAttack"),
      /** Sensor (or a sensing technique kept up): its attacks ignore camouflage (M112). */
      sensor: flagField(false, "SHINOBI.Degrees.Feat.sensor"),
    }),
    /** Its flight holds still in the air when Winged (a levitation); unticked, it must keep moving (wings), and melee needs Moving Attack (M101). */
    flightHovers: flagField(true, "SHINOBI.Degrees.flightHovers"),
    /** A Disarm knocked its weapon away (M82): empty-handed until it picks the item up or draws a weapon (the Draw), or its owner unticks it. */
    disarmed: flagField(false, "SHINOBI.Degrees.disarmed"),
    /** The owner this partner (clone, summon, companion) acts for, by actor id or UUID; blank for none (M84–M88). */
    partnerOf: textField("SHINOBI.Degrees.partnerOf"),
    /** The mount this character rides, by actor id or UUID; blank when on foot (M90–M93). */
    mountedOn: textField("SHINOBI.Degrees.mountedOn"),
    biography: htmlField(),
    notes: htmlField(),
  };
};

export type DegreesActorFields = ReturnType<typeof degreesActorFields>;
