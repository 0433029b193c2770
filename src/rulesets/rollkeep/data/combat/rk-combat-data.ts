import { integerField, optionalIntegerField } from "../../../fields";
import { FIGHT_NUMBER_MAX, MOMENT_MAX, RATING_MAX } from "../bounds";

const fields = () => foundry.data.fields;

/** The duel's stakes (DU4) and how far it has come (DU1: Assessment, Focus, Strike), as the tracker drives it. */
export const DUEL_STAKES = { firstBlood: "SHINOBI.RollKeep.Duel.firstBlood", death: "SHINOBI.RollKeep.Duel.death" } as const;
export const DUEL_STAGES = { none: "", assessment: "SHINOBI.RollKeep.Duel.assessment", focus: "SHINOBI.RollKeep.Duel.focus", strike: "SHINOBI.RollKeep.Duel.strike", over: "SHINOBI.RollKeep.Duel.over" } as const;
export const DUEL_RESULTS = { none: "", winner: "SHINOBI.RollKeep.Duel.winner", conceded: "SHINOBI.RollKeep.Duel.conceded", noWinner: "SHINOBI.RollKeep.Duel.noWinner", skirmish: "SHINOBI.RollKeep.Duel.skirmish" } as const;

/** An iaijutsu duel on the tracker (§10): the two combatants, faster first, and what each stage left for the next. */
function duelField() {
  const { SchemaField, StringField, ArrayField, ObjectField, BooleanField } = fields();
  const choice = (choices: Record<string, string>, initial: string) => new StringField({ required: true, blank: false, choices, initial });
  return new SchemaField({
    stage: choice(DUEL_STAGES, "none"),
    stakes: choice(DUEL_STAKES, "firstBlood"),
    /** The duelists' combatant ids, the faster first (DU2: Assessment and Focus on its turn). */
    duelists: new ArrayField(new StringField({ required: true, blank: false })),
    /** DU2: each duelist's Assessment as the port returned it (total, TN, facts, the +1k1 for Focus it earned). */
    assessed: new ArrayField(new ObjectField()),
    /** DU3: who strikes first (0, 1, or null for a kharmic strike), with the free raises won. */
    firstStriker: optionalIntegerField(0, 1),
    freeRaises: integerField(0, 0, FIGHT_NUMBER_MAX),
    result: choice(DUEL_RESULTS, "none"),
    winner: new StringField({ required: true, blank: true, initial: "" }),
    /** DU2: the raises each duelist calls on its Assessment (the port holds them to the Void Ring), and whether each has been told its facts. */
    calls: new ArrayField(integerField(0, 0, RATING_MAX)),
    told: new ArrayField(new BooleanField({ initial: false })),
    /** DU4, V6: whether each duelist spends a Void Point against a strike's wounds, when the rules allow one as it is struck. */
    voidOnWounds: new ArrayField(new BooleanField({ initial: false })),
  });
}

const rkCombatSchema = () => ({
  /** Where the fight stands, as the port counts time (`round × 10,000 + slot`); `round` mirrors its round. */
  moment: integerField(0, 0, MOMENT_MAX, "SHINOBI.RollKeep.Combat.moment"),
  duel: duelField(),
});

export type RkCombatSchema = ReturnType<typeof rkCombatSchema>;

/** A roll-and-keep fight's own state: the moment it has reached and any duel under way. */
export class RkCombatData extends foundry.abstract.TypeDataModel<RkCombatSchema, Combat.Implementation> {
  static readonly metadata = { documentName: "Combat", type: "rk" } as const;

  static override defineSchema(): RkCombatSchema {
    return rkCombatSchema();
  }
}
