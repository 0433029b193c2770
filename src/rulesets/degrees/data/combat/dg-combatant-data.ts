import { integerField, optionalIntegerField } from "../../../fields";
import { degreesExtras } from "../../state";
import { flagField, textField } from "../fields";
import { lengthProblem, refuseFirst } from "../problems";
import { DELAY_MAX, DELAY_MIN, FIGHTER_REF_MAX, FIGHT_ROUNDS_MAX, FIGHTERS_MAX, FREE_ACTIONS_MAX, GROUP_NAME_MAX, KEY_MAX, MOMENT_MAX, TRIGGER_MAX } from "./fight-bounds";

const fields = () => foundry.data.fields;

/**
 * The per-round uses (M59) are whole counts by key, as the port's `useLimit` keeps them. An update
 * deletes a use gone with a new round by name (`-=key: null`), which validation may see unmerged.
 */
function usesProblem(uses: unknown): string | null {
  if (uses === null || typeof uses !== "object" || Array.isArray(uses)) return "uses: must be counts by key";
  const deletion = (key: string, n: unknown) => key.startsWith("-=") && n === null;
  const bad = Object.entries(uses).find(([key, n]) => !deletion(key, n) && (key.length > KEY_MAX || !Number.isInteger(n) || (n as number) < 0 || (n as number) > FIGHTERS_MAX));
  return bad ? `uses.${bad[0]}: must be a whole count from 0 to ${FIGHTERS_MAX}` : null;
}

/** The stances a fighter stands in until its next turn (M66, M67), "" for none: the port's list. */
export const DG_STANCES = ["", ...degreesExtras.lists.stances] as const;

/** The turn the fighter took (or is taking) in its latest round: when it began or resumed, put off by a Delay, over. */
function turnField() {
  const { SchemaField, BooleanField } = fields();
  return new SchemaField({
    round: integerField(0, 0, FIGHT_ROUNDS_MAX),
    /** The moment it began or resumed; null: no turn taken yet. */
    at: optionalIntegerField(0, MOMENT_MAX),
    putOff: new BooleanField({ initial: false }),
    over: new BooleanField({ initial: false }),
  });
}

/** What is left of the round's actions (M13–M16, M19): granted as the round starts, spent as actions are declared. */
function actionsField() {
  const { SchemaField, BooleanField, ArrayField, StringField } = fields();
  return new SchemaField({
    standard: new BooleanField({ initial: false, label: "SHINOBI.Degrees.Combat.Action.standard" }),
    movement: new BooleanField({ initial: false, label: "SHINOBI.Degrees.Combat.Action.movement" }),
    partial: new BooleanField({ initial: false, label: "SHINOBI.Degrees.Combat.Action.partial" }),
    /** The round's one voluntary move is used (M19). */
    moved: new BooleanField({ initial: false, label: "SHINOBI.Degrees.Combat.Action.moved" }),
    /** The surprise round's allowance: one standard or one movement action (M12). */
    oneOnly: new BooleanField({ initial: false }),
    /** The free actions taken this round, by key: each once a round (M13). */
    freeTaken: new ArrayField(new StringField({ required: true, blank: false, maxLength: KEY_MAX }), { max: FREE_ACTIONS_MAX }),
  });
}

/** The kinds of a kept action, "" for none (M17, M69), and the actions one may pay for. */
export const DG_KEPT_KINDS = ["", "held", "prepared"] as const;
export const DG_KEPT_ACTIONS = ["standard", "movement", "partial"] as const;

/** An action kept for later (M17, M69): held within its round, or prepared against a stated trigger until the holder's next turn. */
function keptField() {
  const { SchemaField, StringField } = fields();
  return new SchemaField({
    kind: new StringField({ required: true, blank: true, initial: "", choices: [...DG_KEPT_KINDS] }),
    action: new StringField({ required: true, blank: false, initial: "standard", choices: [...DG_KEPT_ACTIONS] }),
    /** The round it was kept in: a held action lasts that round only (M17). */
    round: integerField(0, 0, FIGHT_ROUNDS_MAX),
    trigger: new StringField({ required: true, blank: true, initial: "", maxLength: TRIGGER_MAX }),
  });
}

const dgCombatantSchema = () => {
  const { StringField, ObjectField } = fields();
  return {
    /** Its place among equals, from the placing (M6): the accuracy, then the stored roll-off. */
    tieOrder: integerField(0, 0, FIGHTERS_MAX),
    /** Enemies rolled for once, acting on one initiative in one turn (M8); blank: the actor's own group (an NPC's initiative group), else alone. */
    group: textField("SHINOBI.Degrees.Combat.group"),
    /** Aware of the enemy as the fight begins (M2, M11): only the aware act in a surprise round. */
    aware: flagField(true, "SHINOBI.Degrees.Combat.aware"),
    /** The round whose actions it holds (M15); a joiner holds none until the next round starts (M9). */
    grantedRound: optionalIntegerField(0, FIGHT_ROUNDS_MAX),
    turn: turnField(),
    /** A Delay's lowered initiative (M10); null for none. */
    delayedTo: optionalIntegerField(DELAY_MIN, DELAY_MAX, "SHINOBI.Degrees.Combat.delayedTo"),
    actions: actionsField(),
    /** The per-round uses counted (a Feint, M59), by key, cleared as each round starts. */
    uses: new ObjectField(),
    stance: new StringField({ required: true, blank: true, initial: "", choices: [...DG_STANCES] }),
    /** A Charge's open guard, −1 on every defence until its next turn starts (M63): the charger's own, no condition. */
    guardOpen: flagField(false, "SHINOBI.Degrees.Combat.guardOpen"),
    /** An action kept with Hold or Prepare, until taken, its round's end, or the holder's next turn (M17, M69). */
    kept: keptField(),
    /** The fighter it rides (M92), by its actor reference; blank when on foot. */
    mountedOn: new StringField({ required: true, blank: true, initial: "", maxLength: FIGHTER_REF_MAX, label: "SHINOBI.Degrees.Combat.mountedOn" }),
    /** The fighter it is a partner of, acting in that one's turn and sharing its divisor (M86–M88); blank for none. */
    partnerOf: new StringField({ required: true, blank: true, initial: "", maxLength: FIGHTER_REF_MAX, label: "SHINOBI.Degrees.Combat.partnerOf" }),
  };
};

export type DgCombatantSchema = ReturnType<typeof dgCombatantSchema>;

/**
 * A degrees fighter's place in the rounds (docs/rules-degrees.md, "The round tracker"): everything
 * the port keeps between turns that is not the actor's own (its HP, chakra and conditions are).
 * Read and written only through combat/fighter.ts.
 */
export class DgCombatantData extends foundry.abstract.TypeDataModel<DgCombatantSchema, Combatant.Implementation> {
  static readonly metadata = { documentName: "Combatant", type: "dg" } as const;

  static override defineSchema(): DgCombatantSchema {
    return dgCombatantSchema();
  }

  /** Its group's name stays short, and its per-round uses are counts by key. */
  static override validateJoint(data: never): void {
    const fighter = data as { group: string; uses: unknown };
    refuseFirst(lengthProblem("group", fighter.group, GROUP_NAME_MAX), usesProblem(fighter.uses));
  }
}
