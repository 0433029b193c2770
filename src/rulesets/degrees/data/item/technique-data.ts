import { choiceField, htmlField, integerField } from "../../../fields";
import { CHAKRA_COST_MAX, DAMAGE_MAX, HARDNESS_MAX, METRES_MAX, POWER_LEVEL_MAX, SCENE_USES_MAX, WEAPON_DAMAGE_MAX } from "../bounds";
import { ACTION_TYPES, DAMAGE_SOURCES, DEFENSIVE_ACTIONS, ELEMENTS, RANGE_TYPES, TECHNIQUE_ACCURACIES } from "../choices";
import { flagField, textField } from "../fields";
import { limitKeyProblem, refuseFirst } from "../problems";

const techniqueFields = () => {
  const { SchemaField } = foundry.data.fields;
  return {
    /** Its casting time (M18). */
    action: choiceField(ACTION_TYPES, "standard", "SHINOBI.Degrees.Technique.action"),
    chakraCost: integerField(0, 0, CHAKRA_COST_MAX, "SHINOBI.Degrees.Technique.chakraCost"),
    /** Added to half of Spirit for a ninpou's base damage (M30); Nullify compares it (M74). */
    powerLevel: integerField(1, 0, POWER_LEVEL_MAX, "SHINOBI.Degrees.Technique.powerLevel"),
    accuracy: choiceField(TECHNIQUE_ACCURACIES, "ranged", "SHINOBI.Degrees.Technique.accuracy"),
    damage: new SchemaField({
      source: choiceField(DAMAGE_SOURCES, "none", "SHINOBI.Degrees.Technique.Damage.source"),
      /** A technique with a formula of its own: the base damage it works out to (M30). */
      base: integerField(0, 0, DAMAGE_MAX, "SHINOBI.Degrees.Technique.Damage.base"),
      /** Added after the degree, never multiplied (M34). */
      fixed: integerField(0, 0, DAMAGE_MAX, "SHINOBI.Degrees.Technique.Damage.fixed"),
    }),
    lethal: flagField(true, "SHINOBI.Degrees.Technique.lethal"),
    /** A projectile technique (Cannon, Arrows): only a fit weapon blocks it (M23). */
    projectile: flagField(false, "SHINOBI.Degrees.Technique.projectile"),
    range: new SchemaField({
      type: choiceField(RANGE_TYPES, "ranged", "SHINOBI.Degrees.Technique.Range.type"),
      metres: integerField(0, 0, METRES_MAX, "SHINOBI.Degrees.Technique.Range.metres"),
    }),
    /** Its element, which an Overcome weighs by the GM's table of elemental advantages (M75). */
    element: choiceField(ELEMENTS, "none", "SHINOBI.Degrees.Technique.element"),
    /** The area's radius in metres; 0 for a single target. */
    area: integerField(0, 0, METRES_MAX, "SHINOBI.Degrees.Technique.area"),
    /** Used as a defence after a won Anticipate check (M25, M76). */
    defensive: flagField(false, "SHINOBI.Degrees.Technique.defensive"),
    /** A defensive technique that is a Nullify: it meets only a damaging ninpou technique at most 1 power level from its own (M74). */
    nullifies: flagField(false, "SHINOBI.Degrees.Technique.nullifies"),
    /** Weapon damage it gives its user's unarmed strikes (Iron Fist, Juuken): only the best such source counts (M31). */
    unarmedDamage: integerField(0, 0, WEAPON_DAMAGE_MAX, "SHINOBI.Degrees.Technique.unarmedDamage"),
    /** Cast with hand seals, which a lost arm or hand forbids without a feat (M130 4). */
    handSeals: flagField(false, "SHINOBI.Degrees.Technique.handSeals"),
    /** The chakra a hit drains from the target (Kikaichu, Juuken), that much or that much a damage degree; 0 for none (M52, M53). */
    drain: new SchemaField({
      amount: integerField(0, 0, CHAKRA_COST_MAX, "SHINOBI.Degrees.Technique.Drain.amount"),
      byDegree: flagField(false, "SHINOBI.Degrees.Technique.Drain.byDegree"),
    }),
    /** The hardness it ignores; only the highest such effect counts (M124). */
    ignoreHardness: integerField(0, 0, HARDNESS_MAX, "SHINOBI.Degrees.Technique.ignoreHardness"),
    /** How often a scene it may be used (M4): 0 for no limit; counted under `key` (blank: this item), shared with partners unless unticked (M88). */
    perScene: new SchemaField({
      times: integerField(0, 0, SCENE_USES_MAX, "SHINOBI.Degrees.Technique.PerScene.times"),
      key: textField("SHINOBI.Degrees.Technique.PerScene.key"),
      shared: flagField(true, "SHINOBI.Degrees.Technique.PerScene.shared"),
    }),
    description: htmlField(),
  };
};

export type TechniqueFields = ReturnType<typeof techniqueFields>;

/** A technique (jutsu, power) of the degrees ruleset: what it costs, how it is cast and what it does. */
export class DgTechniqueData extends foundry.abstract.TypeDataModel<TechniqueFields, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "dgTechnique" } as const;

  static override defineSchema(): TechniqueFields {
    return techniqueFields();
  }

  /** A defensive technique is paid for out of turn with a partial, movement or standard action (M25, M71). */
  static override validateJoint(data: never): void {
    const { defensive, action, perScene } = data as { defensive: boolean; action: string; perScene?: { key: string } };
    refuseFirst(defensive && !DEFENSIVE_ACTIONS.includes(action) ? `action: a defensive technique takes a partial, movement or standard action, not ${action}` : null, limitKeyProblem("perScene.key", perScene?.key ?? ""));
  }
}
