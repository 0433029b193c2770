/**
 * THE PORT: the one way anything outside `src/rules` reaches a ruleset. The simulator and the
 * Foundry layer read their data into the plain shapes a ruleset names here, ask the port, and
 * persist what it returns; neither does game arithmetic of its own. Everything is plain data,
 * with dice and options passed in, so the table and the simulator play the same engine.
 *
 * A ruleset names its own plain types in a `RulesetTypes` bundle; code that serves one ruleset
 * reaches them through `RulesetTypesOf<"id">` in the registry, never by importing the
 * ruleset's files.
 */
import type { DiceSource } from "./dice";

export type { DiceSource } from "./dice";
export { RuleRefusal, isRuleRefusal } from "./refusal";

/** The plain-data types one ruleset works on. */
export interface RulesetTypes {
  /** One fighter's whole state: the actor's numbers and their place in the fight. */
  combatant: unknown;
  /** What a stored character gives a new combatant (its sheet's numbers, what it has left); the rest starts as any fight starts it. */
  combatantInput: unknown;
  /** Something a combatant can do: a technique, a weapon attack, a basic action. */
  action: unknown;
  /** The rule options a GM may change, with defaults. */
  options: unknown;
  /** The numbers a sheet shows and rolls add. */
  derived: unknown;
  /** How an action is declared: when, with what spent, against what. */
  choice: unknown;
  /** What declaring would do, shown before it is confirmed. */
  preview: unknown;
  /** A declared action, with the combatant as it is after declaring it. */
  declared: unknown;
  /** An attack in progress, step by step (the state machine a chat card carries). */
  attack: unknown;
  /** How a defender answers an attack. */
  answer: unknown;
  /** What a finished attack leaves to settle onto a combatant. */
  outcome: unknown;
  /** One outcome settled: what it did. */
  settled: unknown;
  /** Something the passing of time did (a grant, a tick, an expiry). */
  clockEvent: unknown;
  /** A status someone puts on a combatant (kind, severity, duration, source). */
  imposed: unknown;
  /** A roll a dialog asks for, for a ruleset with `rolls` (roll-and-keep: what is rolled, the TN, raises, Void spends, modifiers). */
  rollRequest: unknown;
  /** That roll checked and ready to throw, with what a dialog shows before the player commits. */
  preparedRoll: unknown;
  /** How a thrown roll went (its total, success and margin). */
  rollOutcome: unknown;
}

/** A moment the clock will change a combatant (a status ticking, fading or ending), for a timeline's markers. */
export interface Due {
  at: number;
  status: string;
}

/** A check a sheet offers: its key, its label's i18n key, and the bonus a roll adds now. */
export interface Check {
  key: string;
  label: string;
  bonus: number;
  /**
   * The dice the check throws, as a roll formula without the bonus: IC's `1d20`, degrees' `2d8`,
   * roll-and-keep's pool (`6k3`, its bonus already in it).
   */
  formula: string;
}

/** A status or condition the ruleset defines, for token HUDs and effect sheets. */
export interface StatusDefinition {
  id: string;
  /** The i18n key of its name. */
  label: string;
  /** A timed status with a severity (as opposed to a state such as "dead"). */
  timed: boolean;
}

/** An item as the rules see it: name, type and stored system data. */
export interface ItemInput {
  /** The item's document id, where a rule keeps count of the item itself (a use a scene). */
  id?: string;
  name: string;
  type: string;
  system: unknown;
}

/** Where initiative puts one combatant: its place and its fixed order among equals. */
export interface Placement {
  id: string;
  initiative: number;
  /** Order among combatants on the same place, stored so every client sorts alike. */
  tieOrder: number;
}

/** What placing initiative may draw on besides the rolls: the combatants placed, the rule options, dice for ties broken at random. */
export interface PlacementContext<T extends RulesetTypes> {
  combatants: readonly T["combatant"][];
  options: T["options"];
  dice: DiceSource;
}

/** The side of an attack spending Willpower (or the ruleset's equivalent). */
export type AttackSide = "attacker" | "defender";

/** The steps of an attack, as a state machine over plain data. Each step refuses with a RuleRefusal and changes nothing. */
export interface AttackSteps<T extends RulesetTypes> {
  /**
   * Starts the attack of a declared action at a target (and a location, for a called shot). A
   * ruleset whose attacker rolls to hit against a number the target holds (roll-and-keep's Armor
   * TN) rolls it here, with the options and dice; one whose defender rolls (IC) needs neither.
   */
  open(attacker: T["combatant"], declared: T["declared"], aim: { targetId: string; calledShot?: string }, target: T["combatant"], options: T["options"], dice: DiceSource): T["attack"];
  /** The numbers to beat and to roll, shown before anything is rolled. */
  preview(attacker: T["combatant"], declared: T["declared"], options: T["options"], calledShot?: string): AttackPreview;
  /**
   * The defences (or answers) the target has against the attack, each with the code of the reason
   * it is refused, if it is, under these options. Where one kind has several (degrees' defensive
   * techniques), `name` says which, and `id` the item it was read from when names may repeat; `data` fills the reason's wording (degrees: the size gap, the chakra short).
   */
  defenses(attack: T["attack"], attacker: T["combatant"], target: T["combatant"], options: T["options"]): { kind: string; name?: string; id?: string; refused: string | null; data?: Readonly<Record<string, string | number>> }[];
  /**
   * The defender answers; returns the attack and the defender after answering (costs, delays).
   * `stage` says when: before the damage where the defender rolls a defence (IC), after it where
   * the defender answers the damage (roll-and-keep: a Void Point against the wounds).
   */
  answer(attack: T["attack"], attacker: T["combatant"], target: T["combatant"], answer: T["answer"], options: T["options"], dice: DiceSource, owned?: boolean): { attack: T["attack"]; defender: T["combatant"] };
  /** A reroll bought by one side before damage. */
  reroll(attack: T["attack"], side: AttackSide, spender: T["combatant"], attacker: T["combatant"], options: T["options"], dice: DiceSource): { attack: T["attack"]; spender: T["combatant"] };
  /**
   * Rolls the damage of a landed attack, mitigated for each combatant it reaches. `detail`
   * (true unless given) keeps the working a card or a log shows (the formula written out, each
   * mitigation step); a run nobody reads passes false and gets the same numbers faster.
   */
  damage(attack: T["attack"], attacker: T["combatant"], target: T["combatant"], protector: T["combatant"] | null, options: T["options"], dice: DiceSource, detail?: boolean, owned?: boolean): T["attack"];
  /** What the finished attack leaves to settle, one outcome per combatant reached. */
  outcomes(attack: T["attack"], attacker: T["combatant"]): T["outcome"][];
  /** Which steps are open now. */
  stage(attack: T["attack"]): AttackStage;
}

/** What an attack sets and rolls, as a card shows it: the number to beat and the damage formula (null for none). */
export interface AttackPreview {
  /** Whether the action is aimed at someone at all. */
  attacks: boolean;
  accuracy: number;
  damage: string | null;
}

/** Where an attack stands: waiting for the defence, for rerolls or damage, ready to settle, or settled. */
export interface AttackStage {
  awaitsAnswer: boolean;
  mayReroll: Record<AttackSide, boolean>;
  awaitsDamage: boolean;
  readyToSettle: boolean;
  settled: boolean;
}

/**
 * Rolls a player shapes in a dialog before committing (roll-and-keep: raises called, Void spent, a
 * TN to reach), for a ruleset whose checks are more than a die plus a bonus. The dice are thrown
 * as a Foundry formula (`formula` of the prepared roll's pool, with the ruleset's dice term), so
 * the rules check the roll before it and judge it after it.
 */
export interface RollSteps<T extends RulesetTypes> {
  /** The roll checked for this roller under these options, before any die; a RuleRefusal naming the field when the rules forbid it. */
  prepare(roller: T["combatant"], request: T["rollRequest"], options: T["options"]): T["preparedRoll"];
  /** The exact chance the prepared roll succeeds; null for a roll against no TN. */
  chance(prepared: T["preparedRoll"]): number | null;
  /** How the prepared roll went, by the total its dice came to, and the roller after what it spent. */
  outcome(roller: T["combatant"], prepared: T["preparedRoll"], total: number): { outcome: T["rollOutcome"]; roller: T["combatant"] };
}

/**
 * Everything the Foundry layer and the simulator need from a ruleset.
 *
 * Steps hand back new data and leave what they were given as it was, so the Foundry layer can
 * compare before and after to write only what changed. A caller that keeps nothing of the
 * before — the simulator playing a fight to its end — may pass `owned` (declare, attack.answer,
 * attack.damage, settle, advance): the combatants, lists and attacks it passes are then its own,
 * and the step may change them in place instead of copying them. Either way the caller keeps what the step
 * returns; a ruleset that does not take `owned` simply copies, with the same results.
 */
export interface RulesetPort<T extends RulesetTypes> {
  readonly id: string;
  /** The i18n key of its name. */
  readonly label: string;
  /** Rule options: the defaults, and the full options from a partial (refused with the field named). */
  readonly options: {
    readonly defaults: T["options"];
    resolve(partial: unknown): T["options"];
  };
  readonly statuses: readonly StatusDefinition[];
  /**
   * A combatant made from what a stored character holds (an actor's plain data), everything else
   * as at the start of any fight: the one place a ruleset's starting values live, for the
   * simulator and the Foundry layer alike. A RuleRefusal names a field the rules cannot take.
   */
  newCombatant(input: T["combatantInput"]): T["combatant"];
  derive(combatant: T["combatant"], options: T["options"]): T["derived"];
  checks(combatant: T["combatant"], options: T["options"]): Check[];
  /** The rolls and values an item's modifiers may name (an ability's +2 Dodge). */
  readonly modifierTargets: readonly string[];
  /** The action an item stands for, or null for items that are not actions. */
  actionFromItem(item: ItemInput): T["action"] | null;
  /** The actions every combatant has, by key. */
  readonly basicActions: Readonly<Record<string, T["action"]>>;
  readonly initiative: {
    roll(combatant: T["combatant"], options: T["options"], dice: DiceSource): number;
    /**
     * Places rolled combatants: at the start of a fight, or joining one under way at `current`.
     * `context` serves rulesets that break ties by a trait or at random (roll-and-keep): its
     * combatants are the rolled ones and, for joiners, whoever is placed already (a joiner lines up
     * after those on its score); a tie broken at random draws from `dice`.
     */
    place(rolls: Readonly<Record<string, number>>, at: { current: number; underWay: boolean }, context: PlacementContext<T>): Placement[];
  };
  /** What declaring would do, without rolling; a RuleRefusal if it may not be declared (under these options: roll-and-keep's costs follow the variant). */
  preview(combatant: T["combatant"], action: T["action"], choice: T["choice"], options: T["options"]): T["preview"];
  /**
   * Declares an action (costs rolled now); a RuleRefusal if it may not be (and then nothing
   * changed, `owned` or not). With `owned`, `into` may be a declaration the caller made before
   * and reads no more (nor anything in it): it is written over and returned instead of a new one.
   */
  declare(combatant: T["combatant"], action: T["action"], choice: T["choice"], options: T["options"], dice: DiceSource, owned?: boolean, into?: T["declared"]): T["declared"];
  readonly attack: AttackSteps<T>;
  /**
   * Lands outcomes at the end of their moment of time, in order. `detail` (true unless given)
   * lists what each did; a run nobody reads passes false and gets the same combatants, from the
   * same dice, with an empty list.
   */
  settle(combatants: readonly T["combatant"][], outcomes: readonly T["outcome"][], at: number, options: T["options"], dice: DiceSource, detail?: boolean, owned?: boolean): { combatants: readonly T["combatant"][]; settled: T["settled"][] };
  /** The combatant acting outside a fight, where no time is kept (for IC: a jutsu's seals count as made). */
  outsideCombat(combatant: T["combatant"]): T["combatant"];
  /**
   * Puts a status on a combatant under its stacking rules, its schedule counting from `at`. The
   * options serve a ruleset whose durations are counted by one (degrees' `durationCount`: a
   * condition put on outside its holder's turn); left out, that ruleset reads its defaults.
   */
  impose(combatant: T["combatant"], status: T["imposed"], at: number, options?: T["options"]): T["combatant"];
  /** Every moment after `from` up to `until` at which the clock will change this combatant. */
  upcoming(combatant: T["combatant"], from: number, until: number): Due[];
  /**
   * The next moment after `after` at which anything happens: someone who can act acts, or something
   * delayed resolves; null if nothing will. Who can act may follow the options (roll-and-keep's
   * wound ranks do).
   */
  nextMoment(combatants: readonly T["combatant"][], after: number, options: T["options"]): number | null;
  /**
   * Who may act at `at`, in the order they act: those whose moment it is (IC: everyone able to act
   * whose next IC it is, acting at once; roll-and-keep: the one whose turn it is, then anyone who
   * delayed and may step in).
   */
  turnsAt(combatants: readonly T["combatant"][], at: number, options: T["options"]): string[];
  /** The round a moment belongs to, as a tracker shows it (IC's rounds are its counts). */
  roundOf(at: number): number;
  /** Rolls shaped in a dialog, for a ruleset that has them (roll-and-keep); IC's checks are a d20 and a bonus. */
  readonly rolls?: RollSteps<T>;
  /**
   * The clock between two points of time. `detail` (true unless given) lists every event; a run
   * nobody reads passes false and gets the same combatants, from the same dice, with no events.
   */
  advance(combatants: readonly T["combatant"][], from: number, to: number, options: T["options"], dice: DiceSource, detail?: boolean, owned?: boolean): { combatants: readonly T["combatant"][]; events: T["clockEvent"][] };
}

/** A port whose types are not known to the caller: what ruleset-agnostic code holds. */
export type AnyRulesetPort = RulesetPort<RulesetTypes>;
