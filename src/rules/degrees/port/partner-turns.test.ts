import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice, seededDice } from "../../dice";
import { FRESH_ROUND, NO_ACTIONS, SURPRISE_ROUND } from "../turn-actions";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import type { DegreesClockEvent } from "./clock";
import type { DegreesFighter } from "./fighter";
import { roundOf } from "./moments";
import { partnerRound, skipStandardOpen } from "./partners";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, replace, rules } from "./test-fighters";

const basic = (key: string) => DEGREES_BASIC_ACTIONS[key]!;
const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;

/** b (12) and a (8) placed; a's hound, a partner with no initiative of its own, placed where a is (M86). */
function withHound(more: { b?: Parameters<typeof fighter>[2]; a?: Parameters<typeof fighter>[2]; hound?: Parameters<typeof fighter>[2] } = {}): DegreesFighter[] {
  const fighters = lineUp(fighter("b", 12, more.b), fighter("a", 8, more.a), fighter("hound", null, { partnerOf: "a", side: "a", ...more.hound }));
  const placed = rules.initiative.place({}, { current: 0, underWay: false }, { combatants: fighters, options: O, dice: NO_DICE });
  return fighters.map((f) => {
    const p = placed.find((x) => x.id === f.id);
    return p ? { ...f, initiative: p.initiative, tieOrder: p.tieOrder } : f;
  });
}

const started = (events: readonly DegreesClockEvent[]) => events.flatMap((e) => (e.kind === "turnStarted" ? [e.combatantId] : []));

describe("a partner in its owner's turn (M84–M86)", () => {
  it("is placed where its owner is, without a roll of its own, whatever it is given", () => {
    const fighters = lineUp(fighter("a", null), fighter("hound", null, { partnerOf: "a" }), fighter("b", null));
    const placed = rules.initiative.place({ a: 9, hound: 15, b: 11 }, { current: 0, underWay: false }, { combatants: fighters, options: O, dice: NO_DICE });
    expect(placed).toEqual([
      { id: "b", initiative: 11, tieOrder: 0 },
      { id: "a", initiative: 9, tieOrder: 1 },
      { id: "hound", initiative: 9, tieOrder: 1 },
    ]);
  });

  it("takes no turn of its own: it gets its round's actions as its owner's turn starts, and its turn ends with the owner's", () => {
    let step = nextTurn(withHound(), 0);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["b"]);
    // Before its owner's turn the hound has no action of this round: it answers only with what costs none.
    expect(byId(step.fighters, "hound")).toMatchObject({ actions: NO_ACTIONS, grantedRound: null });
    expect(refusalOf(() => rules.declare(byId(step.fighters, "hound"), kunai, { at: step.at }, O, NO_DICE)).code).toBe("degrees.notYourTurn");
    step = nextTurn(step.fighters, step.at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["a", "hound"]);
    expect(started(step.events)).toEqual(["a", "hound"]);
    expect(byId(step.fighters, "hound")).toMatchObject({ actions: FRESH_ROUND, grantedRound: 1 });
    const bite = rules.declare(byId(step.fighters, "hound"), kunai, { at: step.at }, O, NO_DICE);
    expect(bite.actor.actions.standard).toBe(false);
    const owner = step.at;
    step = nextTurn(replace(step.fighters, bite.actor), step.at);
    expect(step.events.filter((e) => e.kind === "turnEnded").map((e) => [e.combatantId, e.at])).toEqual([["a", owner + 1], ["hound", owner + 1]]);
    // Round 2, b's turn: the hound's actions of round 1 are gone, and its own turn is not now.
    expect([roundOf(step.at), rules.turnsAt(step.fighters, step.at, O)]).toEqual([2, ["b"]]);
    expect(byId(step.fighters, "hound").actions).toEqual(NO_ACTIONS);
    expect(refusalOf(() => rules.declare(byId(step.fighters, "hound"), basic("move"), { at: step.at }, O, NO_DICE)).code).toBe("degrees.notYourTurn");
  });

  it("is put off with its owner's Delay and resumes with it, and never delays on its own (M10)", () => {
    let step = nextTurn(nextTurn(withHound(), 0).fighters, nextTurn(withHound(), 0).at);
    expect(refusalOf(() => rules.declare(byId(step.fighters, "hound"), basic("delay"), { at: step.at, delayTo: 2 }, O, NO_DICE))).toMatchObject({ code: "degrees.partnerDelay" });
    expect(worded(refusalOf(() => rules.declare(byId(step.fighters, "hound"), basic("delay"), { at: step.at, delayTo: 2 }, O, NO_DICE)))).toBe("A partner acts in its owner's turn: it has no initiative of its own to delay.");
    const delayed = rules.declare(byId(step.fighters, "a"), basic("delay"), { at: step.at, delayTo: null }, O, NO_DICE);
    const fighters = lineUp(...replace(step.fighters, delayed.actor));
    step = nextTurn(fighters, step.at);
    // Only a was left in round 1, so its waiting turn resumes at once: the hound resumes beside it, with no second grant.
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["a", "hound"]);
    expect(step.events.filter((e) => e.kind === "turnStarted")).toEqual([expect.objectContaining({ combatantId: "a", resumed: true }), expect.objectContaining({ combatantId: "hound", resumed: true })]);
  });

  it("acts in the surprise round with its owner's one action, and is caught with a caught owner (M12)", () => {
    let step = nextTurn(withHound({ b: { aware: false } }), 0);
    expect([roundOf(step.at), rules.turnsAt(step.fighters, step.at, O)]).toEqual([0, ["a", "hound"]]);
    expect(byId(step.fighters, "hound").actions).toEqual(SURPRISE_ROUND);
    step = nextTurn(withHound({ a: { aware: false } }), 0);
    expect([roundOf(step.at), rules.turnsAt(step.fighters, step.at, O)]).toEqual([0, ["b"]]);
    expect(step.events.filter((e) => e.kind === "caughtBySurprise").map((e) => e.combatantId)).toEqual(["a", "hound"]);
    expect(byId(step.fighters, "hound").conditions.map((c) => c.id)).toEqual(["flatFooted", "unaware"]);
  });

  it("takes no turn once its owner is dead; with no owner in the fight it takes turns of its own", () => {
    const dead = nextTurn(withHound({ a: { hp: -30 } }), 0);
    expect(started(nextTurn(dead.fighters, dead.at).events)).toEqual(["b"]);
    const alone = lineUp(fighter("b", 12), fighter("hound", 9, { partnerOf: "nobody" }));
    const step = nextTurn(nextTurn(alone, 0).fighters, nextTurn(alone, 0).at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["hound"]);
  });

  it("plays only in its owner's turns, ending with them, over random fights (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 16 }), { minLength: 2, maxLength: 5 }), fc.integer(), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (values, seed, aware) => {
        const owners = values.map((v, i) => fighter(`o${i}`, v, { aware: aware[i] ?? true, side: i % 2 ? "x" : "y" }));
        const partners = owners.filter((_, i) => i % 2 === 0).map((o) => fighter(`${o.id}-p`, null, { partnerOf: o.id, aware: !o.aware }));
        const placed = rules.initiative.place({}, { current: 0, underWay: false }, { combatants: [...owners, ...partners], options: O, dice: NO_DICE });
        let fighters = lineUp(...owners, ...partners).map((f) => ({ ...f, ...placed.find((p) => p.id === f.id) }));
        let at = 0;
        const dice = seededDice(seed);
        for (let turn = 0; turn < values.length * 3; turn++) {
          const step = nextTurn(fighters, at, dice);
          for (const e of step.events) {
            if ((e.kind !== "turnStarted" && e.kind !== "turnEnded") || !e.combatantId.endsWith("-p")) continue;
            const owner = e.combatantId.slice(0, -2);
            expect(step.events).toContainEqual({ ...e, combatantId: owner });
          }
          const acting = rules.turnsAt(step.fighters, step.at, O);
          for (const id of acting) if (id.endsWith("-p")) expect(acting).toContain(id.slice(0, -2));
          for (const p of partners) {
            const owner = byId(step.fighters, p.partnerOf!);
            // Granted this round's actions only once its owner's turn has come, and taking a turn exactly when it does.
            if (byId(step.fighters, p.id).grantedRound === roundOf(step.at)) expect(owner.turn?.round).toBe(roundOf(step.at));
            expect(acting.includes(p.id)).toBe(acting.includes(owner.id));
          }
          fighters = step.fighters;
          at = step.at;
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("what an owner and its partners share (M87, M88)", () => {
  /** Round 1 at a's turn, with the hound beside it. */
  const ownersTurn = () => {
    const first = nextTurn(withHound(), 0);
    return nextTurn(first.fighters, first.at);
  };

  it("divides each attack by the standard actions the group uses this round, the unused ones counted unless a skip was announced, afresh each round (M87, E16)", () => {
    const step = ownersTurn();
    // Both may still act and neither announced a skip: each counts the other from the start.
    expect(partnerRound(step.fighters, byId(step.fighters, "hound"), step.at, O)).toEqual({ partnerActions: 1 });
    const struck = rules.declare(byId(step.fighters, "a"), kunai, { at: step.at, ...partnerRound(step.fighters, byId(step.fighters, "a"), step.at, O) }, O, NO_DICE);
    expect(struck.attack?.partners).toBe(2);
    // The GM's older reading counts only standard actions already used.
    expect(partnerRound(step.fighters, byId(step.fighters, "a"), step.at, { ...O, partnerActionsCount: "used" })).toEqual({});
    let fighters = replace(step.fighters, struck.actor);
    const bite = rules.declare(byId(fighters, "hound"), kunai, { at: step.at, ...partnerRound(fighters, byId(fighters, "hound"), step.at, O) }, O, NO_DICE);
    expect(bite.attack?.partners).toBe(2);
    const hit = rules.attack.open(bite.actor, bite, { targetId: "b" }, byId(fighters, "b"), O, fixedDice([6, 5]));
    const damaged = rules.attack.damage(rules.attack.answer(hit, bite.actor, byId(fighters, "b"), { kind: "dodge" }, O, NO_DICE).attack, bite.actor, byId(fighters, "b"), null, O, NO_DICE);
    expect(damaged.damage?.steps).toContainEqual(expect.objectContaining({ step: "partners", divisor: 2 }));
    fighters = replace(fighters, bite.actor);
    // Round 2, b's turn: nothing used yet this round, and the hound waits for a's turn to act: it still counts.
    const next = nextTurn(fighters, step.at);
    expect(partnerRound(next.fighters, byId(next.fighters, "a"), next.at, O)).toEqual({ partnerActions: 1 });
    expect(partnerRound(next.fighters, byId(next.fighters, "a"), next.at, { ...O, partnerActionsCount: "used" })).toEqual({});
  });

  it("lets one of the group announce before acting that it skips its standard action: it stops counting and cannot use it (M87, E16)", () => {
    const step = ownersTurn();
    // Offered (the tracker asks) exactly while the declaration would take it.
    expect(skipStandardOpen(byId(step.fighters, "hound"), step.at)).toBe(true);
    const skip = rules.declare(byId(step.fighters, "hound"), basic("skipStandard"), { at: step.at }, O, NO_DICE);
    expect(skipStandardOpen(skip.actor, step.at)).toBe(false);
    expect([skip.actor.actions.standard, skip.actor.actions.movement, skip.actor.actions.partial]).toEqual([false, true, true]);
    let fighters = replace(step.fighters, skip.actor);
    const struck = rules.declare(byId(fighters, "a"), kunai, { at: step.at, ...partnerRound(fighters, byId(fighters, "a"), step.at, O) }, O, NO_DICE);
    expect(struck.attack?.partners).toBe(1);
    fighters = replace(fighters, struck.actor);
    // Given up, the standard action is gone; announced twice, or after it was used, the skip is refused.
    expect(refusalOf(() => rules.declare(byId(fighters, "hound"), kunai, { at: step.at }, O, NO_DICE)).code).toBe("degrees.noActionLeft");
    expect(refusalOf(() => rules.declare(byId(fighters, "hound"), basic("skipStandard"), { at: step.at }, O, NO_DICE)).code).toBe("degrees.skipTooLate");
    expect(worded(refusalOf(() => rules.declare(byId(fighters, "a"), basic("skipStandard"), { at: step.at }, O, NO_DICE)))).toBe("The standard action is skipped only when announced before it is used, once a round.");
    expect(skipStandardOpen(byId(fighters, "a"), step.at)).toBe(false);
    // The next round the note is gone and the hound counts again.
    const next = nextTurn(fighters, step.at);
    expect(partnerRound(next.fighters, byId(next.fighters, "a"), next.at, O)).toEqual({ partnerActions: 1 });
  });

  it("allows the group one opportunity attack and one Feint a round, whoever takes it (M55, M59, M88, E17)", () => {
    const step = ownersTurn();
    const feint = rules.declare(byId(step.fighters, "hound"), basic("feint"), { at: step.at }, O, NO_DICE);
    const fighters = replace(step.fighters, feint.actor);
    expect(partnerRound(fighters, byId(fighters, "a"), step.at, O)).toEqual({ partnerActions: 1, partnerUses: { feint: "hound" } });
    const refused = refusalOf(() => rules.declare(byId(fighters, "a"), basic("feint"), { at: step.at, ...partnerRound(fighters, byId(fighters, "a"), step.at, O) }, O, NO_DICE));
    expect(refused).toMatchObject({ code: "degrees.sharedLimit", data: { limit: "feint", by: "hound" } });
    const chance = rules.declare(byId(fighters, "a"), kunai, { at: step.at, opportunity: true }, O, NO_DICE);
    const after = replace(fighters, chance.actor);
    expect(refusalOf(() => rules.declare(byId(after, "hound"), kunai, { at: step.at, opportunity: true, ...partnerRound(after, byId(after, "hound"), step.at, O) }, O, NO_DICE)).data).toEqual({ limit: "opportunityAttack", by: "a" });
    // A new round starts the count again.
    const round2 = nextTurn(after, step.at);
    expect(partnerRound(round2.fighters, byId(round2.fighters, "hound"), round2.at, O)).toEqual({ partnerActions: 1 });
  });
});
