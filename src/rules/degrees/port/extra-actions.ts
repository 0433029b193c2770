import { takeOff } from "../aerial";
import { hasCondition } from "../conditions/active";
import { imposeCondition } from "../conditions/impose";
import type { ConditionInstance } from "../conditions/instance";
import { mountRefusal, mountUp, type MountKind } from "../mounts";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { budgetOf, FRESH_ROUND, NO_ACTIONS, SURPRISE_ROUND, takeAction, withMoved, type ActionBudget } from "../turn-actions";
import type { ExtraRole } from "./actions";
import { copyOf, type DegreesFighter, type KeptAction } from "./fighter";
import { roundOf } from "./moments";
import { markSkipsStandard, skipStandardOpen } from "./partners";
import { markProvokingMove } from "./tumble";

/** What the choice names for the maneuvers of `ExtraRole`. */
export interface ExtraChoice {
  /** `summon`: the partner called into the fight (M84–M86), as its own fighter. */
  summon?: { partner: DegreesFighter };
  /** `mount`: the mount got onto (M90–M92); a common one asks the rider's Animal Handling (2, M91). */
  mount?: { mount: DegreesFighter; kind: MountKind; animalHandling?: number };
  /** `hold` and `prepare`: the action kept (M17, M69), and a prepared one's trigger. */
  keep?: { action: KeptAction["action"]; trigger?: string };
  /** `stepIn`: the initiative of the turn a waiter steps in after (M10). */
  delayTo?: number | null;
}

/** What a maneuver of `ExtraRole` did: the fighter after it, and a partner it called in. */
export interface ExtraDone {
  actor: DegreesFighter;
  summoned: DegreesFighter | null;
}

/** A Delay that named no value, waiting to step in (M10). */
export function waitingToStepIn(f: DegreesFighter): boolean {
  return f.turn !== null && f.turn.putOff && !f.turn.over && f.delayedTo === null;
}

/**
 * A partner takes its place beside its owner (M84–M86): no initiative of its own, it acts in its
 * owner's turn (the clock brings it in with the owner each round, granting its actions as that
 * turn starts), on the owner's side, placed where the owner is (so it counts as in the fight).
 * When the owner's turn is under way at `at` it acts at once, with this round's actions (fresh
 * ones, or the surprise round's one) and a share of that turn; otherwise from its owner's next turn.
 */
export function joinOwner(owner: DegreesFighter, partner: DegreesFighter, at: number): DegreesFighter {
  const turn = owner.turn;
  const now = turn !== null && turn.at === at && !turn.over && !turn.putOff;
  const joined = copyOf(partner);
  joined.partnerOf = owner.id;
  joined.side = owner.side;
  joined.group = null;
  joined.aware = owner.aware;
  joined.initiative = owner.initiative;
  joined.tieOrder = owner.tieOrder;
  joined.delayedTo = null;
  joined.grantedRound = now ? roundOf(at) : null;
  joined.actions = !now ? NO_ACTIONS : roundOf(at) === 0 ? SURPRISE_ROUND : FRESH_ROUND;
  joined.turn = now ? turn : null;
  return joined;
}

/** A partner called into its owner's fight on the owner's turn (M85, M86): it acts at once. */
function summoned(owner: DegreesFighter, partner: DegreesFighter, at: number): DegreesFighter {
  if (owner.initiative === null) throw degreesRefusal("notInFight", { id: owner.id }, `${owner.id} is not in a fight`);
  if (partner.initiative !== null) throw degreesRefusal("alreadyFighting", { id: partner.id }, `${partner.id} is already in the fight`);
  return joinOwner(owner, partner, at);
}

/** Keeping an action paid now (M17, M69): Hold pays the action itself; Prepare a standard action for one action, a full-round one refused. */
function kept(budget: ActionBudget, role: "hold" | "prepare", keep: ExtraChoice["keep"], at: number): { budget: ActionBudget; kept: KeptAction } {
  if (!keep) throw degreesRefusal("nothingToKeep", {}, "Name the action kept for later");
  if (role === "hold") return { budget: takeAction(budget, { kind: keep.action }), kept: { kind: "held", action: keep.action, round: roundOf(at) } };
  return { budget: takeAction(budget, { kind: "standard" }), kept: { kind: "prepared", action: keep.action, round: roundOf(at), ...(keep.trigger === undefined ? {} : { trigger: keep.trigger }) } };
}

/**
 * The maneuvers beside attacks (ExtraRole), on a copy `next` of `f` whose budget is `budget`:
 * summoning a partner (M84–M86), getting on and off a mount (M90–M92), taking off and landing
 * (M95, M96), Hold and Prepare (M17, M69), stepping in after a Delay (M10), and announcing that
 * the standard action is skipped this round (M87).
 */
export function extraAction(f: DegreesFighter, next: DegreesFighter, role: ExtraRole, budget: ActionBudget, choice: ExtraChoice, at: number, options: DegreesOptions): ExtraDone {
  switch (role) {
    case "summon": {
      if (!choice.summon) throw degreesRefusal("nothingToSummon", {}, "Name the partner called into the fight");
      next.actions = takeAction(budget, { kind: "free", name: "summon" });
      return { actor: next, summoned: summoned(next, choice.summon.partner, at) };
    }
    case "mount": {
      const mount = choice.mount;
      if (!mount) throw degreesRefusal("nothingToMount", {}, "Name the mount to get on");
      if (f.mountedOn !== undefined) throw degreesRefusal("alreadyMounted", { mount: f.mountedOn }, `${f.id} already rides ${f.mountedOn}`);
      const refused = mountRefusal(mount.animalHandling ?? 0, { kind: mount.kind, size: mount.mount.character.size });
      if (refused) throw refused;
      next.actions = mountUp(budget);
      next.mountedOn = mount.mount.id;
      return { actor: next, summoned: null };
    }
    case "dismount":
      if (f.mountedOn === undefined) throw degreesRefusal("notMounted", {}, "Only a rider gets off a mount");
      next.actions = takeAction(budget, { kind: "movement" });
      next.mountedOn = undefined;
      return { actor: next, summoned: null };
    case "takeOff": {
      if (hasCondition(f.conditions, "winged", options)) throw degreesRefusal("alreadyFlying", {}, "Already up in the air");
      const flight = takeOff(budget);
      next.actions = flight.budget;
      next.conditions = imposeCondition(next.conditions, flight.gains);
      // Taking off provokes like any move (M95): the round remembers it.
      next.uses = markProvokingMove(next.uses);
      return { actor: next, summoned: null };
    }
    case "land":
      if (!hasCondition(f.conditions, "winged", options)) throw degreesRefusal("notFlying", {}, "Only a flier lands");
      next.actions = takeAction(budget, { kind: "movement" });
      next.conditions = withoutWinged(next.conditions);
      // Coming down is a move in the air, which provokes as taking off does (M95): the round remembers it.
      next.uses = markProvokingMove(next.uses);
      return { actor: next, summoned: null };
    case "hold":
    case "prepare": {
      if (f.kept) throw degreesRefusal("prepareOneAction", { actionType: f.kept.action }, "One action is kept at a time");
      const made = kept(budget, role, choice.keep, at);
      next.actions = made.budget;
      next.kept = made.kept;
      return { actor: next, summoned: null };
    }
    case "skipStandard": {
      if (f.initiative === null) throw degreesRefusal("notInFight", { id: f.id }, `${f.id} is not in a fight`);
      // Announced before it is used (M87): a standard action spent, or none held this round, cannot be skipped.
      if (!skipStandardOpen({ ...f, actions: budget }, at)) throw degreesRefusal("skipTooLate", {}, "Skipping the standard action is announced before it is used");
      // Given up: it is never used this round, so it never counts toward the group's divisor.
      next.actions = budgetOf(false, budget.movement, budget.partial, budget.moved, budget.oneOnly, budget.freeTaken);
      next.uses = markSkipsStandard(next.uses);
      return { actor: next, summoned: null };
    }
    case "stepIn": {
      if (!waitingToStepIn(f)) throw degreesRefusal("notWaiting", { id: f.id }, `${f.id} is not waiting to act`);
      const to = choice.delayTo;
      if (to === undefined || to === null) throw degreesRefusal("stepInValue", {}, "Stepping in takes the initiative of the turn it follows");
      next.delayedTo = to;
      return { actor: next, summoned: null };
    }
  }
}

/** The held conditions without the flight's Winged (a landing, a fall, M96, M103). */
export function withoutWinged(held: readonly ConditionInstance[]): readonly ConditionInstance[] {
  return held.some((c) => c.id === "winged") ? held.filter((c) => c.id !== "winged") : held;
}

/**
 * Takes the action kept with Hold or Prepare (M17, M69), off the holder's turn as a reaction: its
 * cost comes out of what was kept (a standard pays for any, a movement for a movement or partial),
 * the round's move limit still counted. Refused when nothing is kept, or a prepared action's
 * moment has passed (its holder's next turn ended it).
 */
export function releaseKept(f: DegreesFighter, spent: Parameters<typeof takeAction>[1]): ActionBudget {
  const kept = f.kept;
  if (!kept) throw degreesRefusal("nothingHeld", { holder: f.id }, `${f.id} keeps no action`);
  const from = budgetOf(kept.action === "standard", kept.action === "movement", kept.action === "partial", f.actions.moved, undefined, undefined);
  const after = takeAction(from, spent);
  return withMoved(f.actions, after.moved);
}
