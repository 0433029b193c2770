import { ACTION_ROLES, DAMAGE_STATS, DEFENSE_MODES, DAMAGE_TYPES, ELEMENTS, MULTI_THROW_WEAPONS, STATUS_LABELS, STATUS_ROLLS, TECHNIQUE_KINDS, TECHNIQUE_RANKS } from "../choices";
import { choiceField, htmlField, integerField, modifiersField } from "../fields";
import { parseDiceFormula } from "../../../../rules/dice/formula";

const techniqueSchema = () => {
  const { SchemaField, StringField, BooleanField, ArrayField } = foundry.data.fields;
  return {
    rank: choiceField(TECHNIQUE_RANKS, "basic", "SHINOBI.Technique.rank"),
    kind: choiceField(TECHNIQUE_KINDS, "taijutsu", "SHINOBI.Technique.kind"),
    /** What the action does when resolved (a basic action's job); "auto" reads it off its damage and statuses. */
    role: choiceField(ACTION_ROLES, "auto", "SHINOBI.Technique.role"),
    element: choiceField(ELEMENTS, "none", "SHINOBI.Technique.element"),
    /** Base Speed; for a link, the Speed it adds to the chain. */
    speed: integerField(8, 0, undefined, "SHINOBI.Technique.speed"),
    sealSpeed: integerField(0, 0, undefined, "SHINOBI.Technique.sealSpeed"),
    stamina: integerField(0, 0, undefined, "SHINOBI.Technique.stamina"),
    chakra: integerField(0, 0, undefined, "SHINOBI.Technique.chakra"),
    accuracy: integerField(0, null, undefined, "SHINOBI.Technique.accuracy"),
    damage: new SchemaField({
      dice: new StringField({ required: true, blank: true, initial: "", label: "SHINOBI.Technique.damageDice" }),
      stat: choiceField(DAMAGE_STATS, "str", "SHINOBI.Technique.damageStat"),
      type: choiceField(DAMAGE_TYPES, "blunt", "SHINOBI.Technique.damageType"),
    }),
    /** A multi-throw: which weapon and how many (the count also sets Speed and Stamina). */
    multiThrow: new SchemaField({
      weapon: choiceField(MULTI_THROW_WEAPONS, "none", "SHINOBI.Technique.MultiThrow.weapon"),
      count: integerField(0, 0, undefined, "SHINOBI.Technique.MultiThrow.count"),
    }),
    interrupt: new BooleanField({ initial: false, label: "SHINOBI.Technique.interrupt" }),
    delay: integerField(0, 0, undefined, "SHINOBI.Technique.delay"),
    abort: new BooleanField({ initial: false, label: "SHINOBI.Technique.abort" }),
    variable: new BooleanField({ initial: false, label: "SHINOBI.Technique.variable" }),
    link: new BooleanField({ initial: false, label: "SHINOBI.Technique.link" }),
    /** Move and Rest may not be sped up by AP or anything else. */
    fixedSpeed: new BooleanField({ initial: false, label: "SHINOBI.Technique.fixedSpeed" }),
    upkeep: integerField(0, 0, undefined, "SHINOBI.Technique.upkeep"),
    aoe: integerField(0, 0, undefined, "SHINOBI.Technique.aoe"),
    aoeCentred: new BooleanField({ initial: false, label: "SHINOBI.Technique.aoeCentred" }),
    knockback: integerField(0, 0, undefined, "SHINOBI.Technique.knockback"),
    environmental: new BooleanField({ initial: false, label: "SHINOBI.Technique.environmental" }),
    /** For a defensive technique: how it protects when picked on an attack card. */
    defense: choiceField(DEFENSE_MODES, "dodge", "SHINOBI.Technique.defense"),
    statuses: new ArrayField(
      new SchemaField({
        kind: choiceField(STATUS_LABELS, "bleed"),
        severity: integerField(1, 0),
        duration: integerField(0, 0),
        roll: choiceField(STATUS_ROLLS, "none"),
        tn: integerField(0, 0),
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

  /** Checks across fields: the damage formula parses, and an attack takes time. */
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

/** Throws a readable error when a technique's fields do not fit together. */
export function techniqueProblem(data: TechniqueJointFields): void {
  const dice = data.damage?.dice ?? "";
  if (dice.trim() !== "") {
    parseDiceFormula(dice);
    if (!data.variable && !data.link && !data.interrupt && data.speed <= 0) throw new Error("An attack needs a Speed above 0");
  }
}
