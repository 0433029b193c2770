import { hasFlag } from "../conditions/active";
import type { LimitUses } from "../limits";
import type { DegreesOptions } from "../options";
import { SHARED_LIMITS, type SharedLimit, type SharedUses } from "../partners";
import { inTheOrder, standing, type DegreesFighter } from "./fighter";
import { roundOf } from "./moments";

/**
 * The partners that act in an owner's turn (M84–M86), by the owner's id, as indexes into
 * `fighters`: each a fighter in the fight (placed) whose `partnerOf` names another fighter in it.
 * A partner whose owner is not among the fighters has no one to follow and takes turns of its own.
 * Null when there is none, so a fight without partners pays nothing for them.
 */
export function partnersByOwner(fighters: readonly DegreesFighter[]): ReadonlyMap<string, readonly number[]> | null {
  let byOwner: Map<string, number[]> | null = null;
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i] as DegreesFighter;
    if (f.partnerOf === undefined || f.initiative === null || f.partnerOf === f.id) continue;
    const owner = f.partnerOf;
    if (!fighters.some((o) => o.id === owner && o.initiative !== null)) continue;
    byOwner ??= new Map();
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), i]);
  }
  return byOwner;
}

/** No partner at all: what a fight without any shares. */
export const NO_PARTNERS: ReadonlySet<string> = new Set();

/** Whether the fighter is a partner acting in its owner's turn: asked of every fighter at every moment, and a fight without partners answers without a lookup. */
export function isLed(led: ReadonlySet<string>, id: string): boolean {
  return led !== NO_PARTNERS && led.has(id);
}

/** The ids of the partners that act in an owner's turn (M86): they take no turn of their own. */
export function ledPartners(byOwner: ReadonlyMap<string, readonly number[]> | null, fighters: readonly DegreesFighter[]): ReadonlySet<string> {
  if (!byOwner) return NO_PARTNERS;
  const led = new Set<string>();
  for (const indexes of byOwner.values()) for (const i of indexes) led.add((fighters[i] as DegreesFighter).id);
  return led;
}

/** Whether `o` is in `f`'s group, `f` left out: its owner or another of its owner's partners, everyone sharing its divisor and limits (M87, M88). */
function sharesGroup(o: DegreesFighter, f: DegreesFighter, owner: string): boolean {
  return o.id !== f.id && (o.id === owner || o.partnerOf === owner);
}

/** The round's note that a fighter announced it skips its standard action (M87), cleared with the round's other uses. */
const SKIPS_STANDARD = "skipsStandard";

/** The uses with the round's announcement that the standard action is skipped (M87). */
export function markSkipsStandard(uses: LimitUses): LimitUses {
  return { ...uses, [SKIPS_STANDARD]: 1 };
}

/** Whether the fighter announced this round that it skips its standard action (M87). */
export function skipsStandard(uses: LimitUses): boolean {
  return (uses[SKIPS_STANDARD] ?? 0) > 0;
}

/**
 * Whether the fighter may still announce at `at` that it skips its standard action (M87): in the
 * fight, holding this round's standard action, not announced already. A skip is announced before
 * the action is used, so a spent (or never granted) one cannot be skipped.
 */
export function skipStandardOpen(f: Pick<DegreesFighter, "initiative" | "uses" | "grantedRound" | "actions">, at: number): boolean {
  return f.initiative !== null && !skipsStandard(f.uses) && f.grantedRound === roundOf(at) && f.actions.standard;
}

/**
 * Whether one of an attacker's group counts toward the divisor in `round` (M87): a standard action
 * used counts, one announced skipped never does (it was given up). By default (`partnerActionsCount`
 * "announced", the text: a skip "must be announced before acting") one not yet used counts too while
 * its holder may still act this round: in the fight, standing, not stopped from acting, holding this
 * round's standard action, or a partner whose owner's turn will bring it.
 */
function countsTowardDivisor(f: DegreesFighter, round: number, options: DegreesOptions): boolean {
  if (skipsStandard(f.uses)) return false;
  const granted = f.grantedRound === round;
  if (granted && !f.actions.standard) return true;
  if (options.partnerActionsCount === "used") return false;
  if (!inTheOrder(f, options) || !standing(f, options) || (f.conditions.length > 0 && hasFlag(f.conditions, "cannotAct", options))) return false;
  return granted || (f.partnerOf !== undefined && !(f.turn !== null && f.turn.round === round && f.turn.over));
}

/**
 * The standard actions an attacker's owner and partners (M84–M87) count for in the round of `at`,
 * the attacker left out (its own attack is the divisor's first): what `partnerActions` of a choice
 * holds. See `countsTowardDivisor` for who counts.
 */
export function partnerActionsCounted(fighters: readonly DegreesFighter[], attacker: DegreesFighter, at: number, options: DegreesOptions): number {
  const owner = attacker.partnerOf ?? attacker.id;
  const round = roundOf(at);
  let counted = 0;
  // Indexed: asked at every tactics turn, and a for…of makes an iterator and a result per fighter until its code is optimised.
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i] as DegreesFighter;
    if (sharesGroup(f, attacker, owner) && countsTowardDivisor(f, round, options)) counted++;
  }
  return counted;
}

/** The limits a round allows the whole group once (M88): an opportunity attack, a Feint. */
const PER_ROUND: readonly SharedLimit[] = (Object.keys(SHARED_LIMITS) as SharedLimit[]).filter((l) => SHARED_LIMITS[l] === "round");

/**
 * The per-round limits the owner and partners of `f` already used this round (M88; E17), by who
 * used each: what `partnerUses` of a choice holds. Per-round uses are cleared as each round starts.
 */
export function partnerUsesThisRound(fighters: readonly DegreesFighter[], f: DegreesFighter): SharedUses {
  const owner = f.partnerOf ?? f.id;
  let uses: Partial<Record<SharedLimit, string>> | null = null;
  // Indexed, as partnerActionsCounted.
  for (let i = 0; i < fighters.length; i++) {
    const o = fighters[i] as DegreesFighter;
    if (!sharesGroup(o, f, owner)) continue;
    for (const limit of PER_ROUND) if ((o.uses[limit] ?? 0) > 0) (uses ??= {})[limit] ??= o.id;
  }
  return uses ?? NONE_USED;
}

const NONE_USED: SharedUses = {};

/**
 * What a fighter's partners (or owner) bring to its choice as it declares (M87, M88): the standard
 * actions they count for this round, for the damage divisor, and the per-round limits they took.
 * Empty for a fighter alone. The table's caller re-derives it from the fight, never from a request.
 */
export function partnerRound(fighters: readonly DegreesFighter[], f: DegreesFighter, at: number, options: DegreesOptions): { partnerActions?: number; partnerUses?: SharedUses } {
  // A fighter alone (every duellist) has no group: one pass finds that, before either count looks through the fighters.
  if (!inAGroup(fighters, f)) return NOTHING_SHARED;
  const actions = partnerActionsCounted(fighters, f, at, options);
  const uses = partnerUsesThisRound(fighters, f);
  if (actions === 0 && uses === NONE_USED) return NOTHING_SHARED;
  return { ...(actions > 0 ? { partnerActions: actions } : {}), ...(uses === NONE_USED ? {} : { partnerUses: uses }) };
}

/** Whether anyone shares `f`'s group (M87, M88): its owner, or a partner of its own or of its owner. */
function inAGroup(fighters: readonly DegreesFighter[], f: DegreesFighter): boolean {
  const owner = f.partnerOf ?? f.id;
  for (let i = 0; i < fighters.length; i++) if (sharesGroup(fighters[i] as DegreesFighter, f, owner)) return true;
  return false;
}

const NOTHING_SHARED: Readonly<{ partnerActions?: number; partnerUses?: SharedUses }> = {};

/**
 * Where a partner stands in a fight its owner is in (M84, M86): on its owner's side, whatever its
 * own token or file says, and in no initiative group of its own, since it acts in its owner's turn.
 */
export function partnerPlace(owner: Pick<DegreesFighter, "side">): Pick<DegreesFighter, "side" | "group"> {
  return { side: owner.side, group: null };
}

/** Who a fighter is linked to as a partner: its id, and its owner's (undefined for none). */
export interface PartnerLink {
  id: string;
  partnerOf?: string | undefined;
}

/**
 * Whether making `partner` a partner of `owner` would make a chain (M86: one owner and its
 * partners): the owner is itself someone's partner, or the partner has partners of its own among
 * `links`. A partner acts in its owner's turn, so neither could be placed.
 */
export function makesPartnerChain(partner: PartnerLink, owner: PartnerLink, links: readonly PartnerLink[]): boolean {
  if (owner.partnerOf !== undefined && owner.partnerOf !== owner.id) return true;
  for (let i = 0; i < links.length; i++) {
    const l = links[i] as PartnerLink;
    if (l.id !== partner.id && l.partnerOf === partner.id) return true;
  }
  return false;
}
