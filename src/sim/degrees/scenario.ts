import { isRuleRefusal } from "../../rules/refusal";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../rules/registry";
import { ScenarioErrors } from "../validate";
import { actionNamed, DEGREES_FILE_RANGES, parseFighters, type FighterEntry } from "./fighters";

type Dg = RulesetTypesOf<"degrees">;
const rules = RULESETS.degrees;

/** One scripted turn: what its fighter does when its turn comes. */
export interface DegreesTurn {
  /** Position in the file's `turns`, for messages. */
  index: number;
  actor: string;
  /** The action by name: a basic action, or the fighter's weapon or technique. */
  action: string;
  target?: string;
  /** The target's answer to this attack, whatever its tactics: dodge, block, anticipate or a defensive technique. */
  defence?: string;
  stance?: "fightDefensively" | "defensiveCombat";
  /** A Charge run this far, in metres (M63). */
  charge?: number;
  /** A Delay's new value (M10); none to act once everyone else has. */
  delayTo?: number;
  /** Fixed d8 faces for this turn's rolls, in order (the attack check, the defence's, the camouflage dice); then the seeded dice. */
  dice?: number[];
  /** A mercy strike at the target (M61). */
  mercy?: boolean;
  /** An opportunity attack, off the actor's turn (M55): played as soon as the actor's turn comes, for the log's sake. */
  opportunity?: boolean;
  /** A sneak attack with this Stealth (M54). */
  sneak?: number;
  /** Hold or Prepare: the action kept (M17, M69). */
  keep?: "standard" | "movement" | "partial";
  /** Takes the action kept with Hold or Prepare (M17, M69). */
  release?: boolean;
  /** Someone steps in for the target before it answers (M65, M77): who, and how (a Help Ally that runs to the ally spends a movement action too). */
  aid?: { by: string; kind: "deflect" | "takeHit" | "catch"; move?: boolean };
}

export interface DegreesScenario {
  name: string;
  options: Dg["options"];
  /** The most rounds the fight is played for. */
  rounds: number;
  entries: FighterEntry[];
  turns: DegreesTurn[];
}

const SCENARIO_FIELDS = ["name", "ruleset", "options", "rounds", "combatants", "turns"] as const;
const TURN_FIELDS = ["actor", "action", "target", "defence", "stance", "charge", "delayTo", "dice", "mercy", "opportunity", "sneak", "keep", "release", "aid"] as const;

/** The rule options, checked by the port; a bad one is named `options.<field>`. */
export function degreesOptions(errors: ScenarioErrors, value: unknown): Dg["options"] {
  try {
    return rules.options.resolve(value);
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    const field = String(error.data.field);
    errors.add(field === "options" ? "options" : `options.${field}`, error.problem?.text ?? error.message);
    return rules.options.defaults;
  }
}

function turn(errors: ScenarioErrors, value: unknown, index: number, entries: ReadonlyMap<string, FighterEntry>): DegreesTurn {
  const p = `turns[${index}]`;
  const r = DEGREES_FILE_RANGES;
  const o = errors.object(value, p) ?? {};
  errors.known(o, p, TURN_FIELDS);
  const actor = errors.string(o.actor, `${p}.actor`);
  const entry = entries.get(actor);
  if (actor && !entry) errors.add(`${p}.actor`, `${JSON.stringify(actor)} is not a combatant (a group's members are numbered: thug-1, thug-2…)`);
  const target = o.target === undefined ? undefined : errors.string(o.target, `${p}.target`);
  if (target && !entries.has(target)) errors.add(`${p}.target`, `${JSON.stringify(target)} is not a combatant`);
  const action = errors.string(o.action, `${p}.action`);
  if (action && entry && !actionNamed(entry, action)) errors.add(`${p}.action`, `${JSON.stringify(action)} is neither a basic action nor ${actor}'s weapon or technique`);
  return {
    index,
    actor,
    action,
    ...(target ? { target } : {}),
    ...(o.defence === undefined ? {} : { defence: errors.string(o.defence, `${p}.defence`) }),
    ...(o.stance === undefined ? {} : { stance: errors.oneOf(o.stance, `${p}.stance`, ["fightDefensively", "defensiveCombat"] as const, "fightDefensively") }),
    ...(o.charge === undefined ? {} : { charge: errors.within(o.charge, `${p}.charge`, r.metres) }),
    ...(o.delayTo === undefined ? {} : { delayTo: errors.within(o.delayTo, `${p}.delayTo`, r.initiative) }),
    ...(o.mercy === undefined ? {} : { mercy: errors.bool(o.mercy, `${p}.mercy`) }),
    ...(o.opportunity === undefined ? {} : { opportunity: errors.bool(o.opportunity, `${p}.opportunity`) }),
    ...(o.sneak === undefined ? {} : { sneak: errors.within(o.sneak, `${p}.sneak`, r.accuracy) }),
    ...(o.keep === undefined ? {} : { keep: errors.oneOf(o.keep, `${p}.keep`, ["standard", "movement", "partial"] as const, "standard") }),
    ...(o.release === undefined ? {} : { release: errors.bool(o.release, `${p}.release`) }),
    ...(o.aid === undefined ? {} : { aid: aidOf(errors, o.aid, `${p}.aid`, entries) }),
    ...(o.dice === undefined ? {} : { dice: errors.list(o.dice, `${p}.dice`).map((f, i) => errors.within(f, `${p}.dice[${i}]`, r.face)) }),
  };
}

/** A scripted aid (M65, M77): its helper among the combatants, what it does, and whether it runs to the ally. */
function aidOf(errors: ScenarioErrors, value: unknown, p: string, entries: ReadonlyMap<string, FighterEntry>): NonNullable<DegreesTurn["aid"]> {
  const o = errors.object(value, p) ?? {};
  errors.known(o, p, ["by", "kind", "move"]);
  const by = errors.string(o.by, `${p}.by`);
  if (by && !entries.has(by)) errors.add(`${p}.by`, `${JSON.stringify(by)} is not a combatant`);
  const kind = errors.oneOf(o.kind, `${p}.kind`, ["deflect", "takeHit", "catch"] as const, "deflect");
  return { by, kind, ...(o.move === undefined ? {} : { move: errors.bool(o.move, `${p}.move`) }) };
}

/**
 * A degrees scenario from a file's data (already read as YAML); throws a ScenarioError listing
 * every problem, each naming its entry and field.
 */
export function parseDegreesScenario(doc: Record<string, unknown>, source: string): DegreesScenario {
  const errors = new ScenarioErrors();
  errors.known(doc, "scenario", SCENARIO_FIELDS);
  const name = doc.name === undefined ? source : errors.string(doc.name, "name");
  const options = degreesOptions(errors, doc.options);
  const rounds = errors.within(doc.rounds, "rounds", DEGREES_FILE_RANGES.rounds, 20);
  const entries = errors.list(doc.combatants, "combatants").flatMap((c, i) => parseFighters(errors, c, `combatants[${i}]`, options));
  const byId = new Map<string, FighterEntry>();
  for (const e of entries) {
    if (byId.has(e.id)) errors.add(`${e.path}.id`, `${JSON.stringify(e.id)} is used twice`);
    byId.set(e.id, e);
  }
  if (entries.length === 0) errors.add("combatants", "needs at least one combatant");
  const links = entries.map((e) => e.fighter);
  for (const e of entries) {
    for (const [field, id] of [["partnerOf", e.fighter.partnerOf], ["mountedOn", e.fighter.mountedOn]] as const) {
      if (id !== undefined && (!byId.has(id) || id === e.id)) errors.add(`${e.path}.${field}`, `${JSON.stringify(id)} is not another combatant`);
    }
    const owner = e.fighter.partnerOf === undefined || e.fighter.partnerOf === e.id ? undefined : byId.get(e.fighter.partnerOf);
    if (!owner) continue;
    // One owner and its partners, no chains (M86), and the partner on its owner's side in no group (M84): the port's rules, as at the table.
    if (RULESET_EXTRAS.degrees.makesPartnerChain(e.fighter, owner.fighter, links)) errors.add(`${e.path}.partnerOf`, `${JSON.stringify(owner.id)} is itself a partner, or ${JSON.stringify(e.id)} has partners: partners do not have partners`);
    Object.assign(e.fighter, RULESET_EXTRAS.degrees.partnerPlace(owner.fighter));
  }
  const turns = errors.list(doc.turns ?? [], "turns").map((t, i) => turn(errors, t, i, byId));
  errors.throwIfAny(`scenario ${source}`);
  return { name, options, rounds, entries, turns };
}
