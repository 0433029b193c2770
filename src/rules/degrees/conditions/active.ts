import type { DegreesOptions } from "../options";
import { conditionDefinitions, SEVERITY_CHAINS, type ConditionDefinition, type ConditionFlag, type ConditionId, type ConditionPenalty } from "./definitions";
import type { ConditionInstance } from "./instance";

/** A condition in force: held directly or brought by another, and whether a worse one hides it. */
export interface ActiveCondition {
  id: ConditionId;
  /** Held directly (it has an instance) rather than only implied. */
  direct: boolean;
  /** A more severe condition of its chain is present, so its own penalties do not apply (M128). */
  hidden: boolean;
}

/** Every condition in force: the held ones and all they imply, transitively (F9). */
export function activeConditions(held: readonly ConditionInstance[], options: DegreesOptions): readonly ActiveCondition[] {
  return held.length === 0 ? NOTHING_ACTIVE.list : inForce(held, options).list;
}

/** What a held list brings into force: the conditions, and their ids (all, and those no worse one hides) and flags to look up. */
interface InForce {
  list: readonly ActiveCondition[];
  ids: ReadonlySet<ConditionId>;
  shown: ReadonlySet<ConditionId>;
  flags: ReadonlySet<ConditionFlag>;
}

const NOTHING_ACTIVE: InForce = { list: [], ids: new Set(), shown: new Set(), flags: new Set() };

// What a condition implies, hides and flags does not follow the options, nor anything of an
// instance but its id: the answer is the same for the same ids in the same order, which a fight
// asks about on every check. Held lists are never changed in place (a change is a new list).
// The last few lists asked about are found by identity (a fight asks about the same few over and
// over), others by their ids: a WeakMap entry per new list cost more than the whole lookup, and
// fights keep making short-lived lists of the same one or two conditions.
function inForce(held: readonly ConditionInstance[], options: DegreesOptions): InForce {
  for (let i = 0; i < RECENT; i++) if (recentHeld[i] === held) return recentFound[i] as InForce;
  const key = idsKey(held);
  let found = byIds.get(key);
  if (!found) {
    if (byIds.size >= MAX_KEPT) byIds.clear();
    found = workedOut(held, options);
    byIds.set(key, found);
  }
  recentHeld[nextRecent] = held;
  recentFound[nextRecent] = found;
  nextRecent = (nextRecent + 1) % RECENT;
  return found;
}

const RECENT = 8;
const recentHeld: (readonly ConditionInstance[] | null)[] = new Array<null>(RECENT).fill(null);
const recentFound: (InForce | null)[] = new Array<null>(RECENT).fill(null);
let nextRecent = 0;

/** What held lists bring into force, by their ids in order; emptied when it grows past any real fight's lists (a bound, not a policy). */
const byIds = new Map<string, InForce>();
const MAX_KEPT = 1000;

/** The held ids in order as one key: a single condition is its own id (no string built). */
function idsKey(held: readonly ConditionInstance[]): string {
  // Never empty: every caller answers an empty list itself.
  let key: string = (held[0] as ConditionInstance).id;
  for (let i = 1; i < held.length; i++) key += "," + (held[i] as ConditionInstance).id;
  return key;
}

function workedOut(held: readonly ConditionInstance[], options: DegreesOptions): InForce {
  const defs = conditionDefinitions(options);
  const list = findActive(held, defs);
  const flags = new Set<ConditionFlag>();
  for (const c of list) for (const flag of defs[c.id].flags) flags.add(flag);
  const shown = new Set<ConditionId>();
  for (const c of list) if (!c.hidden) shown.add(c.id);
  const ids = new Set<ConditionId>();
  for (const c of list) ids.add(c.id);
  return { list, ids, shown, flags };
}

/** The held conditions and all they imply, each once, in the order met (held first, then what each implies, depth first). Plain indexed loops: no closure, set or spread, and no iterator per element while the code is not yet optimised (every loop of this file is asked on nearly every check). */
function findActive(held: readonly ConditionInstance[], defs: Readonly<Record<ConditionId, ConditionDefinition>>): ActiveCondition[] {
  const present: ConditionId[] = [];
  for (let i = 0; i < held.length; i++) visit((held[i] as ConditionInstance).id, defs, present);
  const list: ActiveCondition[] = [];
  for (let i = 0; i < present.length; i++) {
    const id = present[i] as ConditionId;
    list.push({ id, direct: isHeld(held, id), hidden: isHidden(id, present) });
  }
  return list;
}

function visit(id: ConditionId, defs: Readonly<Record<ConditionId, ConditionDefinition>>, present: ConditionId[]): void {
  if (present.includes(id)) return;
  present.push(id);
  const implies = defs[id].implies;
  for (let i = 0; i < implies.length; i++) visit(implies[i] as ConditionId, defs, present);
}

function isHeld(held: readonly ConditionInstance[], id: ConditionId): boolean {
  for (let i = 0; i < held.length; i++) if ((held[i] as ConditionInstance).id === id) return true;
  return false;
}

/** Whether a more severe condition of its chain is present (M128). */
function isHidden(id: ConditionId, present: readonly ConditionId[]): boolean {
  for (let c = 0; c < SEVERITY_CHAINS.length; c++) {
    const chain = SEVERITY_CHAINS[c] as (typeof SEVERITY_CHAINS)[number];
    const at = chain.indexOf(id);
    if (at < 0) continue;
    for (let i = at + 1; i < chain.length; i++) if (present.includes(chain[i] as ConditionId)) return true;
  }
  return false;
}

/** Whether a condition is in force, held or implied. */
export function hasCondition(held: readonly ConditionInstance[], id: ConditionId, options: DegreesOptions): boolean {
  // Most checks of a fight meet no condition at all: nothing to work out then.
  if (held.length === 0) return false;
  return inForce(held, options).ids.has(id);
}

/** Whether any condition in force has the flag. Flags are never hidden: a worse condition includes the milder one's limits. */
export function hasFlag(held: readonly ConditionInstance[], flag: ConditionFlag, options: DegreesOptions): boolean {
  if (held.length === 0) return false;
  return inForce(held, options).flags.has(flag);
}

/** The check a penalty may reach. */
export interface CheckContext {
  kind: "attack" | "defence" | "initiative" | "other";
  /** For an attack, its kind; for a defence, the kind of attack defended against. */
  attackType?: "melee" | "ranged" | "area";
  /** The defence used, so penalties that spare Dodge can. */
  defence?: "dodge" | "block" | "anticipate" | "technique";
  /** The attribute the check rolls, for debilitations named after one. */
  attribute?: string;
  /** Whether the check needs sight (Blinded). */
  sight?: boolean;
  /** For a defence, who attacks: a condition favouring one attacker counts against that one only. */
  attacker?: string;
}

/** Whether one held condition bears on this check at all: a favour for one attacker, or for melee only, narrows it (M59, M60). */
function instanceReaches(c: ConditionInstance, check: CheckContext): boolean {
  if (c.favours !== undefined && c.favours !== check.attacker) return false;
  return !c.meleeOnly || check.attackType === "melee";
}

/** Whether every held condition bears on this check: most checks count them all. */
function allReach(held: readonly ConditionInstance[], check: CheckContext): boolean {
  for (let i = 0; i < held.length; i++) if (!instanceReaches(held[i] as ConditionInstance, check)) return false;
  return true;
}

/** Whether a penalty reaches this check; `scope` is the penalty's own, or the one its instance names for a generic debilitation. */
function reaches(p: ConditionPenalty, scope: string, check: CheckContext): boolean {
  if (p.against && (!check.attackType || !p.against.includes(check.attackType))) return false;
  if (p.exceptDodge && check.defence === "dodge") return false;
  switch (scope) {
    case "all":
      return true;
    case "attack":
      return check.kind === "attack";
    case "meleeAttack":
      return check.kind === "attack" && check.attackType === "melee";
    case "defence":
      return check.kind === "defence";
    case "initiative":
      return check.kind === "initiative";
    case "sight":
      return check.sight === true;
    default:
      return check.attribute === scope;
  }
}

/**
 * What conditions add to one check (M128): penalties of hidden conditions drop, the penalties
 * add up to at most `penaltyCap`, and bonuses (Haste) add on top. A check to remove a condition
 * leaves out that condition's instance (`removing`), so its own penalty never hinders its removal.
 * Asked on nearly every roll: plain loops over what the held list brings into force, nothing built.
 */
export function conditionModifier(held: readonly ConditionInstance[], check: CheckContext, options: DegreesOptions, removing?: ConditionInstance): number {
  if (held.length === 0) return 0;
  const defs = conditionDefinitions(options);
  // Most checks count every instance held: the held list itself then, whose conditions are known already.
  const counted = removing === undefined && allReach(held, check) ? held : held.filter((c) => c !== removing && instanceReaches(c, check));
  const active = counted.length === 0 ? NOTHING_ACTIVE : inForce(counted, options);
  const sum = { penalty: 0, bonus: 0 };
  // A held instance counts each time (two Debilitated are −2); an implied one counts once.
  for (let i = 0; i < counted.length; i++) {
    const c = counted[i] as ConditionInstance;
    if (active.shown.has(c.id)) addPenalties(sum, defs[c.id].penalties, c.amount ?? 1, c.scope, check);
  }
  for (let i = 0; i < active.list.length; i++) {
    const c = active.list[i] as ActiveCondition;
    if (!c.direct && !c.hidden) addPenalties(sum, defs[c.id].penalties, 1, undefined, check);
  }
  return Math.max(sum.penalty, -options.penaltyCap) + sum.bonus;
}

/** Adds one source's penalties that reach the check; a named scope narrows the generic debilitation (Strength debilitated, Defence debilitated). */
function addPenalties(sum: { penalty: number; bonus: number }, penalties: readonly ConditionPenalty[], amount: number, scope: string | undefined, check: CheckContext): void {
  for (let i = 0; i < penalties.length; i++) {
    const p = penalties[i] as ConditionPenalty;
    if (!reaches(p, scope && p.scope === "all" ? scope : p.scope, check)) continue;
    if (p.value < 0) sum.penalty += p.value * amount;
    else sum.bonus += p.value;
  }
}
