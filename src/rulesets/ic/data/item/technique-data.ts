import { ACTION_ROLES, DAMAGE_STATS, DEFENSE_MODES, DAMAGE_TYPES, ELEMENTS, MULTI_THROW_WEAPONS, STATUS_LABELS, STATUS_ROLLS, TECHNIQUE_KINDS, TECHNIQUE_RANKS } from "../choices";
import { COST_MAX, DISTANCE_MAX, DURATION_MAX, MODIFIER_MAX, MULTI_THROW_MAX, ROLL_MAX, SEVERITY_MAX, SPEED_MAX } from "../bounds";
import { diceFormulaProblem } from "../dice-formula";
import { choiceField, htmlField, integerField, modifiersField } from "../fields";
import { timedSpeed } from "../../../../migrations/upgrades";

const techniqueSchema = () => {
  const { SchemaField, StringField, BooleanField, ArrayField } = foundry.data.fields;
  return {
    rank: choiceField(TECHNIQUE_RANKS, "basic", "SHINOBI.Technique.rank"),
    kind: choiceField(TECHNIQUE_KINDS, "taijutsu", "SHINOBI.Technique.kind"),
    /** What the action does when resolved (a basic action's job); "auto" reads it off its damage and statuses. */
    role: choiceField(ACTION_ROLES, "auto", "SHINOBI.Technique.role"),
    element: choiceField(ELEMENTS, "none", "SHINOBI.Technique.element"),
    /** Base Speed; for a variable-Speed action, the length it runs unless another is chosen; for a link, the Speed it adds to the chain. */
    speed: integerField(8, 0, SPEED_MAX, "SHINOBI.Technique.speed"),
    sealSpeed: integerField(0, 0, SPEED_MAX, "SHINOBI.Technique.sealSpeed"),
    stamina: integerField(0, 0, COST_MAX, "SHINOBI.Technique.stamina"),
    chakra: integerField(0, 0, COST_MAX, "SHINOBI.Technique.chakra"),
    accuracy: integerField(0, -MODIFIER_MAX, MODIFIER_MAX, "SHINOBI.Technique.accuracy"),
    damage: new SchemaField({
      dice: new StringField({ required: true, blank: true, initial: "", label: "SHINOBI.Technique.damageDice" }),
      stat: choiceField(DAMAGE_STATS, "str", "SHINOBI.Technique.damageStat"),
      type: choiceField(DAMAGE_TYPES, "blunt", "SHINOBI.Technique.damageType"),
    }),
    /** A multi-throw: which weapon and how many (the count also sets Speed and Stamina). */
    multiThrow: new SchemaField({
      weapon: choiceField(MULTI_THROW_WEAPONS, "none", "SHINOBI.Technique.MultiThrow.weapon"),
      count: integerField(0, 0, MULTI_THROW_MAX, "SHINOBI.Technique.MultiThrow.count"),
    }),
    interrupt: new BooleanField({ initial: false, label: "SHINOBI.Technique.interrupt" }),
    delay: integerField(0, 0, SPEED_MAX, "SHINOBI.Technique.delay"),
    abort: new BooleanField({ initial: false, label: "SHINOBI.Technique.abort" }),
    variable: new BooleanField({ initial: false, label: "SHINOBI.Technique.variable" }),
    link: new BooleanField({ initial: false, label: "SHINOBI.Technique.link" }),
    /** Move and Rest may not be sped up by AP or anything else. */
    fixedSpeed: new BooleanField({ initial: false, label: "SHINOBI.Technique.fixedSpeed" }),
    upkeep: integerField(0, 0, COST_MAX, "SHINOBI.Technique.upkeep"),
    aoe: integerField(0, 0, DISTANCE_MAX, "SHINOBI.Technique.aoe"),
    aoeCentred: new BooleanField({ initial: false, label: "SHINOBI.Technique.aoeCentred" }),
    knockback: integerField(0, 0, DISTANCE_MAX, "SHINOBI.Technique.knockback"),
    environmental: new BooleanField({ initial: false, label: "SHINOBI.Technique.environmental" }),
    /** For a defensive technique: how it protects when picked on an attack card. */
    defense: choiceField(DEFENSE_MODES, "dodge", "SHINOBI.Technique.defense"),
    statuses: new ArrayField(
      new SchemaField({
        kind: choiceField(STATUS_LABELS, "bleed"),
        severity: integerField(1, 1, SEVERITY_MAX),
        duration: integerField(0, 0, DURATION_MAX),
        roll: choiceField(STATUS_ROLLS, "none"),
        tn: integerField(0, 0, ROLL_MAX),
      }),
    ),
    modifiers: modifiersField(),
    description: htmlField(),
  };
};

export type TechniqueSchema = ReturnType<typeof techniqueSchema>;

/** A technique or basic action: everything the IC engine needs to resolve it. */
export class TechniqueData extends foundry.abstract.TypeDataModel<TechniqueSchema, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "technique" } as const;

  static override defineSchema(): TechniqueSchema {
    return techniqueSchema();
  }

  /**
   * Techniques stored before Speeds were bounded may hold Speed 0 where an action needs time (the
   * basic actions' variable-Speed copies did): they load as schema version 3 stores them (a
   * variable one at its basic action's length, any other at 1). A partial update of the Speed
   * alone is not lifted: it is refused below.
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const describesAction = "variable" in source || "interrupt" in source || "link" in source;
    const speed = describesAction ? timedSpeed(source) : null;
    if (speed !== null) source.speed = speed;
    return super.migrateData(source);
  }

  /** Checks across fields: the damage formula is a bounded one, and the technique takes time. */
  static override validateJoint(data: TechniqueJointFields): void {
    techniqueProblem(data);
  }
}

interface TechniqueJointFields {
  speed: number;
  variable: boolean;
  link: boolean;
  interrupt: boolean;
  damage: { dice: string };
}

/** Throws a readable error, naming the field, when a technique's fields do not fit together. */
export function techniqueProblem(data: TechniqueJointFields): void {
  const problem = diceFormulaProblem("damage.dice", data.damage?.dice ?? "") ?? speedProblem(data);
  if (problem) throw new Error(problem);
}

/**
 * Every action takes at least 1 IC, or its user could act again on the same count without end:
 * an interrupt's Speed may be halved but never below 1, and a variable-Speed action's stored
 * Speed is the length it runs when none is chosen. Only a link may add 0 to its chain.
 */
function speedProblem(data: TechniqueJointFields): string | null {
  if (data.link || data.speed >= 1) return null;
  if (data.interrupt) return "speed: an interrupt needs a Speed of at least 1";
  if (data.variable) return "speed: a variable-Speed action needs a length of at least 1";
  return (data.damage?.dice ?? "").trim() !== "" ? "speed: an attack needs a Speed of at least 1" : "speed: an action needs a Speed of at least 1";
}
