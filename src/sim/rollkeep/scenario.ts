import { isRuleRefusal } from "../../rules/refusal";
import { RULESETS, type RulesetTypesOf } from "../../rules/registry";
import type { Maneuver } from "../../rules/rollkeep/attack/maneuvers";
import type { Stance } from "../../rules/rollkeep/combat/stances";
import type { DuelStakes } from "../../rules/rollkeep/duel/duel";
import type { RollkeepVariant } from "../../rules/rollkeep/options";
import { ATTACK, ROLLKEEP_BASIC_ACTIONS, type RollkeepAction } from "../../rules/rollkeep/port/actions";
import { newRollkeepCombatant } from "../../rules/rollkeep/port/combatant";
import { ScenarioErrors } from "../validate";
import { maneuvers, parseFighters, refusalProblem, ROLLKEEP_FILE_RANGES, stanceIn, type FighterEntry } from "./fighters";

type Rk = RulesetTypesOf<"rollkeep">;
const rules = RULESETS.rollkeep;

/** The books a file may name: `core` is the 4e combat text, `house` the encounter house rules. */
export const FILE_VARIANTS: Readonly<Record<string, RollkeepVariant>> = { core: "4e", house: "house" };

/** One scripted turn: what its combatant does when the turn comes. */
export interface RollkeepTurn {
  /** Position in the file's `turns`, for messages. */
  index: number;
  actor: string;
  action: RollkeepAction;
  target?: string;
  stance?: Stance;
  raises: number;
  freeRaises: number;
  maneuvers: Maneuver[];
  voidBoost: boolean;
  focus: boolean;
  /** Fixed faces for this turn's rolls, in order; then the seeded dice. */
  dice?: number[];
}

export interface RollkeepScenario {
  name: string;
  /** The file's word for the book (core, house). */
  variant: string;
  options: Rk["options"];
  /** The most rounds the fight is played for. */
  rounds: number;
  fighters: FighterEntry[];
  combatants: Rk["combatant"][];
  turns: RollkeepTurn[];
  /** An iaijutsu duel between the two combatants, played before any round (§10). */
  duel: { stakes: DuelStakes } | null;
}

const SCENARIO_FIELDS = ["name", "ruleset", "variant", "options", "rounds", "combatants", "turns", "duel"] as const;
const TURN_FIELDS = ["actor", "action", "target", "stance", "raises", "freeRaises", "maneuvers", "voidBoost", "focus", "dice"] as const;

/** The rule options, checked by the port; the variant comes from `variant`, so the options may not name one. */
function options(errors: ScenarioErrors, value: unknown, variant: RollkeepVariant): Rk["options"] {
  if (value !== null && typeof value === "object" && Object.hasOwn(value, "variant")) errors.add("options.variant", "is set by the file's `variant` (core or house)");
  try {
    return rules.options.resolve(value === undefined || value === null ? { variant } : { ...(typeof value === "object" ? value : {}), variant });
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    const field = String(error.data.field);
    errors.add(field === "options" ? "options" : `options.${field}`, error.problem?.text ?? error.message);
    return { ...rules.options.defaults, variant };
  }
}

/** The port's combatant for an entry; a rule refusing the character is the entry's problem, named by its field. */
function combatant(errors: ScenarioErrors, entry: FighterEntry): Rk["combatant"] | null {
  try {
    let made = newRollkeepCombatant({ id: entry.id, name: entry.name, side: entry.side, character: entry.character, weapon: entry.weapon, weaponSkill: entry.skill, dualWielding: entry.twoWeapons, stance: entry.stance, ...(entry.voidPoints === undefined ? {} : { voidPoints: entry.voidPoints }), timers: Object.entries(entry.effects).map(([id, rounds]) => ({ id, startRound: 1, rounds })) });
    for (const condition of entry.conditions) made = rules.impose(made, { condition }, 0);
    return made;
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    errors.add(`${entry.path}.${String(error.data.field ?? "")}`, refusalProblem(error));
    return null;
  }
}

function turn(errors: ScenarioErrors, value: unknown, index: number, ids: ReadonlySet<string>, variant: RollkeepVariant): RollkeepTurn {
  const p = `turns[${index}]`;
  const o = errors.object(value, p) ?? {};
  errors.known(o, p, TURN_FIELDS);
  const actor = errors.string(o.actor, `${p}.actor`);
  if (actor && !ids.has(actor)) errors.add(`${p}.actor`, `${JSON.stringify(actor)} is not a combatant (a group's members are numbered: bandit-1, bandit-2…)`);
  const target = o.target === undefined ? undefined : errors.string(o.target, `${p}.target`);
  if (target && !ids.has(target)) errors.add(`${p}.target`, `${JSON.stringify(target)} is not a combatant`);
  const key = o.action === undefined ? ATTACK : errors.string(o.action, `${p}.action`);
  const action = Object.hasOwn(ROLLKEEP_BASIC_ACTIONS, key) ? ROLLKEEP_BASIC_ACTIONS[key] : undefined;
  if (!action) errors.add(`${p}.action`, `${JSON.stringify(key)} is not an action (known: ${Object.keys(ROLLKEEP_BASIC_ACTIONS).join(", ")})`);
  const dice = o.dice === undefined ? undefined : errors.list(o.dice, `${p}.dice`).map((f, i) => errors.int(f, `${p}.dice[${i}]`, 1, undefined, 10));
  return {
    index,
    actor,
    action: action ?? (ROLLKEEP_BASIC_ACTIONS[ATTACK] as RollkeepAction),
    ...(target ? { target } : {}),
    ...(o.stance === undefined ? {} : { stance: stanceIn(errors, o.stance, `${p}.stance`, variant, "attack") }),
    raises: errors.within(o.raises, `${p}.raises`, ROLLKEEP_FILE_RANGES.raises, 0),
    freeRaises: errors.within(o.freeRaises, `${p}.freeRaises`, ROLLKEEP_FILE_RANGES.raises, 0),
    maneuvers: maneuvers(errors, o.maneuvers, `${p}.maneuvers`),
    voidBoost: errors.bool(o.voidBoost, `${p}.voidBoost`),
    focus: errors.bool(o.focus, `${p}.focus`),
    ...(dice ? { dice } : {}),
  };
}

/**
 * A rollkeep scenario from a file's data (already read as YAML); throws a ScenarioError listing
 * every problem, each naming its entry and field.
 */
export function parseRollkeepScenario(doc: Record<string, unknown>, source: string): RollkeepScenario {
  const errors = new ScenarioErrors();
  errors.known(doc, "scenario", SCENARIO_FIELDS);
  const name = doc.name === undefined ? source : errors.string(doc.name, "name");
  const variantWord = doc.variant === undefined ? "core" : errors.oneOf(doc.variant, "variant", Object.keys(FILE_VARIANTS), "core");
  const variant = FILE_VARIANTS[variantWord] ?? "4e";
  const resolved = options(errors, doc.options, variant);
  const rounds = errors.within(doc.rounds, "rounds", ROLLKEEP_FILE_RANGES.rounds, 20);
  const fighters = errors.list(doc.combatants, "combatants").flatMap((c, i) => parseFighters(errors, c, `combatants[${i}]`, variant));
  const ids = new Set<string>();
  for (const f of fighters) {
    if (ids.has(f.id)) errors.add(`${f.path}.id`, `${JSON.stringify(f.id)} is used twice`);
    ids.add(f.id);
  }
  if (fighters.length === 0) errors.add("combatants", "needs at least one combatant");
  const turns = errors.list(doc.turns ?? [], "turns").map((t, i) => turn(errors, t, i, ids, variant));
  let duel: RollkeepScenario["duel"] = null;
  if (doc.duel !== undefined) {
    const d = errors.object(doc.duel, "duel") ?? {};
    errors.known(d, "duel", ["stakes"]);
    duel = { stakes: errors.oneOf(d.stakes, "duel.stakes", ["firstBlood", "death"] as const, "firstBlood") };
    if (fighters.length !== 2) errors.add("duel", `an iaijutsu duel is fought by two combatants, not ${fighters.length}`);
  }
  errors.throwIfAny(`scenario ${source}`);
  const combatants = fighters.flatMap((f) => combatant(errors, f) ?? []);
  errors.throwIfAny(`scenario ${source}`);
  return { name, variant: variantWord, options: resolved, rounds, fighters, combatants, turns, duel };
}
