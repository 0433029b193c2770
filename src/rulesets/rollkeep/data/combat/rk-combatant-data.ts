import { choiceField, integerField, optionalIntegerField } from "../../../fields";
import { FIGHT_NUMBER_MAX, FIGHTERS_MAX, MOMENT_MAX, MOVE_FEET_MAX, RECOVERY_FAILURES_MAX, ROUND_MAX } from "../bounds";
import { STANCES, VOID_SPENDS } from "../choices";

const fields = () => foundry.data.fields;

/** A recovering condition's progress (CO2, CO3): failed rolls so far, and the round after which a failed Stunned ends anyway. */
function recoveryField() {
  return new (fields().SchemaField)({
    failures: integerField(0, 0, RECOVERY_FAILURES_MAX),
    endsAfterRound: optionalIntegerField(1, ROUND_MAX),
  });
}

/** What is left of the turn under way (A1, A4): its moment (null: no turn yet), actions left, Free Actions taken, Extra Attacks (M3), the round's movement (C17, C18). */
function turnField() {
  const { SchemaField, ObjectField, BooleanField } = fields();
  return new SchemaField({
    at: optionalIntegerField(0, MOMENT_MAX),
    simple: integerField(0, 0, 2, "SHINOBI.RollKeep.Combat.simple"),
    complex: integerField(0, 0, 2, "SHINOBI.RollKeep.Combat.complex"),
    /** Free Actions taken this turn, by action key (each once a turn). */
    free: new ObjectField(),
    downPaid: integerField(0, 0, FIGHT_NUMBER_MAX),
    extraAttackCalled: new BooleanField({ initial: false }),
    extraAttacks: integerField(0, 0, FIGHT_NUMBER_MAX),
    /** Feet moved with Move actions this round, the lowest cap met (null: none yet), and whether Full Attack's +5 ft was used (ST2). */
    moved: integerField(0, 0, MOVE_FEET_MAX),
    moveCap: optionalIntegerField(0, MOVE_FEET_MAX),
    moveBonusUsed: new BooleanField({ initial: false }),
  });
}

const rkCombatantSchema = () => {
  const { SchemaField, BooleanField, StringField, ArrayField } = fields();
  return {
    /** S5, S7: the stored place among equal scores, so every client sorts alike. */
    tieOrder: integerField(0, 0, FIGHTERS_MAX),
    /** Its place in this round's order, fixed as the round starts; null before its first round. */
    slot: optionalIntegerField(0, FIGHTERS_MAX),
    /** The round the stance was taken in (0: the opening stance), and the stance held as this round began (ST7, ST8). */
    stanceTakenIn: integerField(0, 0, ROUND_MAX),
    stanceAtRoundStart: new StringField({ required: true, blank: true, initial: "", choices: { "": "", ...STANCES } }),
    /** The round the stance held as this round began was taken in (ST7, ST8 pay out the round after). */
    stanceAtRoundStartTakenIn: integerField(0, 0, ROUND_MAX),
    /** S8: the house opening stance has been chosen (and is locked through round 1). */
    openingChosen: new BooleanField({ initial: false }),
    /** The round whose Center/Void bonus was spent (ST7, ST8). */
    focusUsedIn: optionalIntegerField(0, ROUND_MAX),
    /** ST5, ST6: the Armor TN the Full Defense/Earth roll gave, until this combatant's next turn. */
    fullDefenseBonus: integerField(0, 0, FIGHT_NUMBER_MAX),
    /** S2 (4e): passed its turn this round and may step in later. */
    delayed: new BooleanField({ initial: false }),
    /** V8 (house Deflect): a Void Point bought +10 Armor TN as this round began; it ends with the round. */
    voidArmorTn: new BooleanField({ initial: false }),
    turn: turnField(),
    /** CO2, CO3: the recovery under way while the actor carries Dazed or Stunned. */
    recovery: new SchemaField({ dazed: recoveryField(), stunned: recoveryField() }),
    /** C14: the Downs and Kills its blows are credited with. */
    credits: new SchemaField({ downs: integerField(0, 0, FIGHT_NUMBER_MAX), kills: integerField(0, 0, FIGHT_NUMBER_MAX) }),
    /** §11: the grapple it is in, the same on every participant (the port's fighter ids); null when free. */
    grapple: new SchemaField(
      {
        participants: new ArrayField(new StringField({ required: true, blank: false }), { max: FIGHTERS_MAX }),
        controller: new StringField({ required: true, blank: true, initial: "" }),
        weaponInitiator: new StringField({ required: true, blank: true, initial: "" }),
        maintaining: new ArrayField(new StringField({ required: true, blank: false }), { max: FIGHTERS_MAX }),
      },
      { nullable: true, initial: null },
    ),
    /** M5: the Guard it holds, until its next turn (its ward's fighter id, the round declared); null when it guards no one. */
    guarding: new SchemaField({ wardId: new StringField({ required: true, blank: true, initial: "" }), round: integerField(0, 0, ROUND_MAX) }, { nullable: true, initial: null }),
    /** M5: the fighters guarding it now (their fighter ids). */
    guardedBy: new ArrayField(new StringField({ required: true, blank: false }), { max: FIGHTERS_MAX }),
    /**
     * The fight's own copy of the actor's fields its owner could rewrite between the GM's steps, read
     * in their place once taken (the GM's first step for this combatant, which sets its stance: an
     * empty stance is a copy not taken yet): the stance the round or turn took (S3, S10), the round's
     * Void spends (V1, V2), the weapon items in hand as the fight set them.
     */
    held: new SchemaField({
      stance: new StringField({ required: true, blank: true, initial: "", choices: { "": "", ...STANCES } }),
      voidRound: optionalIntegerField(0, ROUND_MAX),
      voidSpent: new ArrayField(choiceField(VOID_SPENDS, "boost")),
      inHand: new ArrayField(new StringField({ required: true, blank: false })),
    }),
  };
};

export type RkCombatantSchema = ReturnType<typeof rkCombatantSchema>;

/** A roll-and-keep fighter's place in the rounds (docs/rules-rollkeep.md, "The round tracker"): everything the port keeps between turns but the actor's own fields. */
export class RkCombatantData extends foundry.abstract.TypeDataModel<RkCombatantSchema, Combatant.Implementation> {
  static readonly metadata = { documentName: "Combatant", type: "rk" } as const;

  static override defineSchema(): RkCombatantSchema {
    return rkCombatantSchema();
  }
}
