import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import type { DegreesFighter } from "./fighter";
import { markSkipsStandard, partnerActionsCounted } from "./partners";
import type { LimitUses } from "../limits";
import { degreesExtras } from "./extras";
import { byId, CHARACTER, fighter, lineUp, nextTurn, NO_DICE, O, replace, rules } from "./test-fighters";

const basic = (key: string) => DEGREES_BASIC_ACTIONS[key]!;
const NO_NOTES: LimitUses = {};
const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;
const wall = rules.actionFromItem({ name: "Earth Wall", type: "dgTechnique", system: { defensive: true, chakraCost: 5, action: "movement" } })!;

/** Round 1 begun with `a` (initiative 12) on its turn, facing `b` (6). */
function aTurn(a: Parameters<typeof fighter>[2] = {}, b: Parameters<typeof fighter>[2] = {}) {
  return nextTurn(lineUp(fighter("a", 12, a), fighter("b", 6, b)), 0);
}

/** Declares a's action with a choice and opens it at b with fixed faces. */
function open(fighters: DegreesFighter[], at: number, faces: number[], action = kunai, choice = {}) {
  const declared = rules.declare(byId(fighters, "a"), action, { at, ...choice }, O, NO_DICE);
  return { declared, attack: rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(fighters, "b"), O, fixedDice(faces)) };
}

describe("maneuvers through the port", () => {
  it("makes a mercy strike at a victim named as it is declared: a full round, an automatic critical, the Vigor check, the helpless cause ended (M61)", () => {
    const step = aTurn({}, { conditions: [{ id: "paralyzed", source: "genjutsu" }] });
    const victim = byId(step.fighters, "b");
    const standing = byId(aTurn().fighters, "b");
    expect(worded(refusalOf(() => rules.declare(byId(step.fighters, "a"), kunai, { at: step.at, mercyStrike: { victim: standing } }, O, NO_DICE)))).toBe("A mercy strike needs a helpless or paralyzed victim.");
    const { declared, attack } = open(step.fighters, step.at, [1, 2], kunai, { mercyStrike: { victim } });
    expect(declared.actor.actions).toMatchObject({ standard: false, movement: false });
    // Even a natural 3 is a critical: no defence, degree 4 (base 3 × 4 = 12).
    expect([attack.decided, attack.result?.degree, attack.result?.critical]).toEqual(["mercyStrike", 4, true]);
    const damaged = rules.attack.damage(attack, declared.actor, victim, null, O, fixedDice([2, 3]));
    expect(damaged.mercy).toMatchObject({ roll: { total: 5 + 3 }, fate: "attackerChooses" });
    const settled = rules.settle(replace(step.fighters, declared.actor), rules.attack.outcomes(damaged, declared.actor), step.at, O, NO_DICE);
    expect(byId(settled.combatants, "b").conditions.map((c) => c.id)).toEqual(["bleeding"]);
    expect(worded(refusalOf(() => rules.attack.open(declared.actor, declared, { targetId: "a" }, byId(step.fighters, "a"), O, NO_DICE)))).toBe("A mercy strike needs a helpless or paralyzed victim.");
  });

  it("gives a minion no Vigor check against a mercy strike, and a sturdy victim who makes 10 survives (M61)", () => {
    for (const [minion, faces, fate] of [[true, [], "attackerChooses"], [false, [4, 4], "survives"]] as const) {
      const step = aTurn({}, { conditions: [{ id: "defenseless", source: "grab" }], minion });
      const { declared, attack } = open(step.fighters, step.at, [4, 4], kunai, { mercyStrike: { victim: byId(step.fighters, "b") } });
      expect(rules.attack.damage(attack, declared.actor, byId(step.fighters, "b"), null, O, fixedDice([...faces])).mercy?.fate).toBe(fate);
    }
  });

  it("tramples only at the end of a Charge, and a hit leaves the target Prone and unhurt (M63, M80)", () => {
    const step = aTurn();
    expect(worded(refusalOf(() => rules.declare(byId(step.fighters, "a"), basic("trample"), { at: step.at }, O, NO_DICE)))).toBe("Trample can only end a Charge.");
    const { declared, attack } = open(step.fighters, step.at, [6, 6], basic("trample"), { charge: { runMetres: 5 } });
    const answered = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE);
    const [outcome] = rules.attack.outcomes(answered.attack, declared.actor);
    expect(outcome).toMatchObject({ hit: true, damage: 0, trample: "knockedDown", targetGains: [{ id: "prone" }] });
    // Blocked, it stops the charge (M80).
    const blocked = rules.attack.answer(open(step.fighters, step.at, [2, 2], basic("trample"), { charge: { runMetres: 5 } }).attack, declared.actor, byId(step.fighters, "b"), { kind: "anticipate" }, O, fixedDice([8, 8]));
    expect(rules.attack.outcomes(blocked.attack, declared.actor)[0]).toMatchObject({ hit: false, trample: "steppedAside" });
  });

  it("Evades with the movement action, paid win or lose: a success is the round's move, and it is refused once the move is used (M71, M73)", () => {
    const step = aTurn();
    const { declared, attack } = open(step.fighters, step.at, [3, 3]);
    const evaded = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "evade" }, O, fixedDice([8, 8]));
    expect(evaded.attack.result?.hit).toBe(false);
    expect(evaded.defender.actions).toMatchObject({ movement: false, moved: true });
    const again = open(step.fighters, step.at, [3, 3]).attack;
    expect(rules.attack.defenses(again, declared.actor, evaded.defender, O).find((d) => d.kind === "evade")?.refused).toBe("degrees.alreadyMoved");
    expect(worded(refusalOf(() => rules.attack.answer(again, declared.actor, evaded.defender, { kind: "evade" }, O, NO_DICE)))).toBe("A character moves only once a round.");
    const failed = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "evade" }, O, fixedDice([1, 1]));
    expect([failed.attack.result?.hit, failed.defender.actions.movement, failed.defender.actions.moved]).toEqual([true, false, false]);
  });

  it("makes an opportunity attack off the attacker's turn, once a round, answered by no technique (M55)", () => {
    const step = aTurn({}, { defences: [wall.defence!] });
    const off = byId(step.fighters, "b");
    const declared = rules.declare(off, kunai, { at: step.at, opportunity: true }, O, NO_DICE);
    expect(declared.actor.actions).toEqual(off.actions);
    const attack = rules.attack.open(declared.actor, declared, { targetId: "a" }, byId(step.fighters, "a"), O, fixedDice([4, 4]));
    expect(attack.profile.opportunity).toBe(true);
    expect(worded(refusalOf(() => rules.declare(declared.actor, kunai, { at: step.at, opportunity: true }, O, NO_DICE)))).toBe("Opportunity attack can be used 1 time(s) per round, and that is used up.");
    const shot = rules.actionFromItem({ name: "Bow", type: "dgWeapon", system: { accuracy: "ranged", damage: 2 } })!;
    expect(refusalOf(() => rules.declare(off, shot, { at: step.at, opportunity: true }, O, NO_DICE)).code).toBe("degrees.meleeOnly");
  });

  it("lets a mover struck by an opportunity attack move again that round: the interrupted move does not count (M19)", () => {
    let step = aTurn();
    const moved = rules.declare(byId(step.fighters, "a"), basic("move"), { at: step.at }, O, NO_DICE);
    expect(moved.actor.actions.moved).toBe(true);
    step = { ...step, fighters: replace(step.fighters, moved.actor) };
    const declared = rules.declare(byId(step.fighters, "b"), kunai, { at: step.at, opportunity: true }, O, NO_DICE);
    const opened = rules.attack.open(declared.actor, declared, { targetId: "a" }, byId(step.fighters, "a"), O, fixedDice([4, 4]));
    const answered = rules.attack.answer(opened, declared.actor, byId(step.fighters, "a"), { kind: "dodge" }, O, fixedDice([1, 1]));
    const done = rules.attack.stage(answered.attack).awaitsDamage ? rules.attack.damage(answered.attack, declared.actor, answered.defender, null, O, NO_DICE) : answered.attack;
    const outcomes = rules.attack.outcomes(done, declared.actor);
    expect(outcomes[0]!.interruptsMove).toBe(true);
    const settled = rules.settle(replace(replace(step.fighters, declared.actor), answered.defender), outcomes, step.at, O, NO_DICE);
    const mover = byId(settled.combatants, "a");
    // The movement action stays spent; the move no longer counts against the one a round.
    expect([mover.actions.movement, mover.actions.moved]).toEqual([false, false]);
    expect(rules.declare(mover, basic("safeStep"), { at: step.at }, O, NO_DICE).actor.actions.moved).toBe(true);
  });

  it("makes a sneak attack's target Unaware for that attack on a Stealth that reaches its Notice (M54)", () => {
    const step = aTurn();
    // Stealth 2 + 4 + 4 = 10 against Notice 2: unseen, the target's Dodge drops to 9 − 3 (Unaware).
    const { attack } = open(step.fighters, step.at, [4, 4, 2, 2], kunai, { sneak: { stealth: 2 } });
    expect(attack.sneak).toMatchObject({ sneaks: true, roll: { total: 10 } });
    const answered = rules.attack.answer(attack, byId(step.fighters, "a"), byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE);
    expect(answered.attack.result?.steps).toContainEqual(expect.objectContaining({ step: "dodge", dc: 6, hit: true }));
  });

  it("calls a partner into its owner's turn, with this round's actions, and counts their standard actions for the divisor (M84–M87, E16)", () => {
    const step = aTurn();
    const hound = fighter("hound", null, { side: "x" });
    expect(refusalOf(() => rules.declare(byId(step.fighters, "a"), basic("summon"), { at: step.at }, O, NO_DICE)).code).toBe("degrees.nothingToSummon");
    const called = rules.declare(byId(step.fighters, "a"), basic("summon"), { at: step.at, summon: { partner: hound } }, O, NO_DICE);
    const partner = called.summoned!;
    expect(partner).toMatchObject({ partnerOf: "a", side: "a", initiative: 12, group: null, grantedRound: 1 });
    let fighters = [...replace(step.fighters, called.actor), partner];
    expect(rules.turnsAt(fighters, step.at, O)).toEqual(["a", "hound"]);
    const struck = rules.declare(byId(fighters, "a"), kunai, { at: step.at }, O, NO_DICE);
    fighters = replace(fighters, struck.actor);
    expect(partnerActionsCounted(fighters, partner, step.at, O)).toBe(1);
    const bite = rules.declare(partner, kunai, { at: step.at, partnerActions: partnerActionsCounted(fighters, partner, step.at, O) }, O, NO_DICE);
    expect(bite.attack?.partners).toBe(2);
    // The next turn is b's: the partner's turn ended with its owner's.
    expect(rules.turnsAt(nextTurn(replace(fighters, bite.actor), step.at).fighters, nextTurn(fighters, step.at).at, O)).toEqual(["b"]);
    expect(refusalOf(() => rules.declare(byId(fighters, "a"), basic("summon"), { at: step.at, summon: { partner } }, O, NO_DICE)).code).toBe("degrees.freeRepeated");
  });

  it("defends a rider with its mount's Dodge and size, and a hard hit makes it roll Acrobatics to stay on (M92, M93, E18)", () => {
    const toad = fighter("toad", 6, { character: { ...CHARACTER, size: "massive", accuracies: { ...CHARACTER.accuracies, dodge: 5 } } });
    const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6, { mountedOn: "toad", acrobatics: 1 }), toad), 0);
    const { declared, attack } = open(step.fighters, step.at, [6, 6]);
    expect(worded(refusalOf(() => rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "dodge", mount: byId(step.fighters, "a") }, O, NO_DICE)))).toBe("The rider does not ride a: only its own mount defends it.");
    const answered = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "dodge", mount: byId(step.fighters, "toad") }, O, NO_DICE);
    // Roll 12 + 3 + 1 (a Massive mount is two sizes up: +1 to the attacker) = 16 against the toad's Dodge 9 + 5: a hit of degree 3.
    expect(answered.attack.result?.steps).toContainEqual(expect.objectContaining({ step: "dodge", dc: 14, attackTotal: 16, hit: true }));
    const damaged = rules.attack.damage(answered.attack, declared.actor, byId(step.fighters, "b"), null, O, fixedDice([1, 1]));
    expect(damaged.fall).toMatchObject({ dc: 4 + 3, roll: { total: 3 }, fell: true, damage: 0 });
    const settled = rules.settle(replace(step.fighters, declared.actor), rules.attack.outcomes(damaged, declared.actor), step.at, O, NO_DICE);
    expect(byId(settled.combatants, "b").mountedOn).toBeUndefined();
  });

  it("takes off into the air as the round's move, and a melee attack from the ground cannot reach the flier (M95, M96, M99)", () => {
    let step = aTurn();
    const flying = rules.declare(byId(step.fighters, "a"), basic("takeOff"), { at: step.at }, O, NO_DICE);
    expect(flying.actor.conditions.map((c) => c.id)).toEqual(["winged"]);
    expect(flying.actor.actions.moved).toBe(true);
    step = nextTurn(replace(step.fighters, flying.actor), step.at);
    const declared = rules.declare(byId(step.fighters, "b"), kunai, { at: step.at }, O, NO_DICE);
    expect(refusalOf(() => rules.attack.open(declared.actor, declared, { targetId: "a" }, byId(step.fighters, "a"), O, NO_DICE)).code).toBe("degrees.meleeFlier");
  });

  it("lets a melee attack from the ground reach a flier with a way up, and a flier that cannot hover strike in melee only with Moving Attack (M99, M101)", () => {
    const winged = [{ id: "winged" as const, source: "flight" }];
    let step = aTurn({}, { conditions: winged });
    step = nextTurn(step.fighters, step.at);
    const climber = rules.declare(byId(step.fighters, "b"), kunai, { at: step.at, reachesUp: true }, O, fixedDice([]));
    expect(rules.attack.open(climber.actor, climber, { targetId: "a" }, byId(step.fighters, "a"), O, fixedDice([4, 4])).targetId).toBe("a");
    const glider = (movingAttack: boolean) => aTurn({ conditions: winged, flight: { hovers: false, movingAttack } });
    const stiff = glider(false);
    const swoop = rules.declare(byId(stiff.fighters, "a"), kunai, { at: stiff.at }, O, NO_DICE);
    expect(refusalOf(() => rules.attack.open(swoop.actor, swoop, { targetId: "b" }, byId(stiff.fighters, "b"), O, NO_DICE)).code).toBe("degrees.wingedMelee");
    const trained = glider(true);
    const dive = rules.declare(byId(trained.fighters, "a"), kunai, { at: trained.at }, O, NO_DICE);
    expect(rules.attack.open(dive.actor, dive, { targetId: "b" }, byId(trained.fighters, "b"), O, fixedDice([4, 4])).targetId).toBe("b");
  });

  it("drops a flier hit hard out of the air for its Vigor, Prone, when its Acrobatics fails (M102, M103)", () => {
    const step = aTurn({}, { conditions: [{ id: "winged", source: "flight" }] });
    const { declared, attack } = open(step.fighters, step.at, [6, 7], rules.actionFromItem({ name: "Bow", type: "dgWeapon", system: { accuracy: "ranged", damage: 1 } })!);
    const answered = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE);
    const damaged = rules.attack.damage(answered.attack, declared.actor, byId(step.fighters, "b"), null, O, fixedDice([1, 2]));
    expect(damaged.fall).toMatchObject({ fell: true, damage: 3, prone: true });
    const settled = rules.settle(replace(step.fighters, declared.actor), rules.attack.outcomes(damaged, declared.actor), step.at, O, NO_DICE);
    expect(byId(settled.combatants, "b").conditions.map((c) => c.id)).toEqual(["prone"]);
  });

  it("holds an action for later in the round and takes it off its turn, once (M17, M69)", () => {
    let step = aTurn();
    expect(refusalOf(() => rules.declare(byId(step.fighters, "a"), basic("hold"), { at: step.at }, O, NO_DICE)).code).toBe("degrees.nothingToKeep");
    const held = rules.declare(byId(step.fighters, "a"), basic("hold"), { at: step.at, keep: { action: "standard" } }, O, NO_DICE);
    expect([held.actor.actions.standard, held.actor.kept]).toEqual([false, { kind: "held", action: "standard", round: 1 }]);
    step = nextTurn(replace(step.fighters, held.actor), step.at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["b"]);
    const released = rules.declare(byId(step.fighters, "a"), kunai, { at: step.at, release: true }, O, NO_DICE);
    expect(released.actor.kept).toBeNull();
    expect(refusalOf(() => rules.declare(released.actor, kunai, { at: step.at, release: true }, O, NO_DICE)).code).toBe("degrees.nothingHeld");
    expect(refusalOf(() => rules.declare(byId(step.fighters, "a"), basic("move"), { at: step.at, release: true }, O, NO_DICE)).code).toBe("degrees.cannotRelease");
  });

  it("lets a waiter step in after another's turn at that turn's value (M10)", () => {
    let step = nextTurn(lineUp(fighter("a", 12), fighter("b", 10), fighter("c", 6)), 0);
    expect(refusalOf(() => rules.declare(byId(step.fighters, "a"), basic("stepIn"), { at: step.at, delayTo: 10 }, O, NO_DICE)).code).toBe("degrees.notWaiting");
    const waits = rules.declare(byId(step.fighters, "a"), basic("delay"), { at: step.at, delayTo: null }, O, NO_DICE);
    step = nextTurn(replace(step.fighters, waits.actor), step.at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["b"]);
    const steps = rules.declare(byId(step.fighters, "a"), basic("stepIn"), { at: step.at, delayTo: 10 }, O, NO_DICE);
    step = nextTurn(replace(step.fighters, steps.actor), step.at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["a"]);
  });

  it("counts every partner able to act unless it announced a skip, or under the GM's older reading only standard actions used, never anyone outside the owner's group (property, M87)", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ partner: fc.boolean(), usedStandard: fc.boolean(), skipped: fc.boolean(), stunned: fc.boolean() }), { maxLength: 6 }), (others) => {
        const owner = { ...fighter("owner", 10), grantedRound: 1 };
        const fighters = [
          owner,
          ...others.map((o, i) => ({
            ...fighter(`f${i}`, 10, { ...(o.partner ? { partnerOf: "owner" } : {}), ...(o.stunned ? { conditions: [{ id: "stunned" as const }] } : {}) }),
            grantedRound: 1,
            // A skip announced gives the standard action up and notes it (port/extra-actions.ts); one used is spent.
            actions: { standard: !o.usedStandard && !o.skipped, movement: true, partial: true, moved: false },
            uses: o.skipped && !o.usedStandard ? markSkipsStandard(NO_NOTES) : NO_NOTES,
          })),
        ];
        const mine = others.filter((o) => o.partner);
        const used = mine.filter((o) => o.usedStandard).length;
        const announced = mine.filter((o) => o.usedStandard || (!o.skipped && !o.stunned)).length;
        expect(partnerActionsCounted(fighters, owner, 10_002, O)).toBe(announced);
        expect(partnerActionsCounted(fighters, owner, 10_002, { ...O, partnerActionsCount: "used" })).toBe(used);
      }),
    );
  });
});

describe("the other kind of damage (M38)", () => {
  it("deals non-lethal damage with a lethal weapon, and lethal with a fist, each at −3", () => {
    const step = aTurn();
    const a = byId(step.fighters, "a");
    const strike = rules.declare(a, kunai, { at: step.at, circumstance: { switchedLethality: true } }, O, NO_DICE);
    expect(strike.attack?.profile.lethal).toBe(false);
    expect(strike.attack?.modifiers).toContainEqual({ label: "switchedLethality", value: -3 });
    expect(rules.declare(a, kunai, { at: step.at }, O, NO_DICE).attack?.profile.lethal).toBe(true);
    const fist = rules.declare(a, basic("strike"), { at: step.at, circumstance: { switchedLethality: true } }, O, NO_DICE);
    expect(fist.attack?.profile.lethal).toBe(true);
  });

  it("meets a melee attack at a target flanked on the board with −1 on defence, once beside a Flanked it holds, and no ranged one (M60)", () => {
    const bow = rules.actionFromItem({ name: "Bow", type: "dgWeapon", system: { accuracy: "ranged", damage: 1, weight: "light" } })!;
    const dodgeDc = (action: typeof kunai, flanked: boolean, held: object[] = []) => {
      const step = aTurn({}, { conditions: held as never });
      const { declared, attack } = open(step.fighters, step.at, [3, 3], action, flanked ? { around: { flanked: true } } : {});
      const answered = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE).attack;
      const dodge = answered.result?.steps.find((s) => s.step === "dodge");
      return [answered.flanked, dodge && "dc" in dodge ? dodge.dc : null];
    };
    const inTheOpen = dodgeDc(kunai, false)[1] as number;
    expect(dodgeDc(kunai, true)).toEqual([true, inTheOpen - 1]);
    expect(dodgeDc(bow, true)).toEqual([false, dodgeDc(bow, false)[1]]);
    const gmFlank = [{ id: "flanked", source: "GM", favours: "a", meleeOnly: true }];
    expect(dodgeDc(kunai, true, gmFlank)).toEqual([true, dodgeDc(kunai, false, gmFlank)[1]]);
    expect(dodgeDc(kunai, false, gmFlank)[1]).toBe(inTheOpen - 1);
  });

  it("sweeps every smaller foe with one Melee check met by each one's own defence, and refuses what may not sweep (M107)", () => {
    const giant = { ...CHARACTER, size: "vast" as const };
    const step = nextTurn(lineUp(fighter("a", 12, { character: giant }), fighter("b", 6), fighter("c", 4), fighter("d", 2, { character: { ...CHARACTER, size: "grand" } })), 0);
    const declared = rules.declare(byId(step.fighters, "a"), kunai, { at: step.at }, O, NO_DICE);
    const targets = [byId(step.fighters, "b"), byId(step.fighters, "c")];
    // One check: only two faces drawn for both targets.
    const flows = degreesExtras.openSweep(declared.actor, declared, targets, O, fixedDice([6, 5]));
    expect(flows.map((f) => [f.targetId, f.roll.natural, f.step])).toEqual([["b", 11, "answer"], ["c", 11, "answer"]]);
    expect(flows[1]!.roll).toBe(flows[0]!.roll);
    // Each target answers on its own: one dodges by its own defence.
    expect(rules.attack.answer(flows[0]!, declared.actor, targets[0]!, { kind: "dodge" }, O, NO_DICE).attack.result?.hit).toBe(true);
    const refused = (fighters: DegreesFighter[], action = kunai, attacker = byId(step.fighters, "a")) => worded(refusalOf(() => degreesExtras.openSweep(attacker, rules.declare(attacker, action, { at: step.at }, O, NO_DICE), fighters, O, fixedDice([6, 5]))));
    expect(refused([targets[0]!, byId(step.fighters, "d")])).toBe("d is not three size categories smaller: no sweep.");
    expect(refused([targets[0]!])).toBe("A sweep meets two or more different foes.");
    expect(refused([targets[0]!, targets[0]!])).toBe("A sweep meets two or more different foes.");
    expect(refused(targets, basic("takedown"))).toBe("A sweep cannot be a special maneuver.");
    const plain = nextTurn(lineUp(fighter("a", 12), fighter("b", 6), fighter("c", 4)), 0);
    expect(refused([byId(plain.fighters, "b"), byId(plain.fighters, "c")], kunai, byId(plain.fighters, "a"))).toBe("Only an Immense or larger creature can sweep (Standard (medium)).");
  });

  it("gives no opening to an opportunity attack after a Safe Step, a Retreat or a tumble past that foe, nor to a prone foe (M55)", () => {
    const step = aTurn();
    const opportunityAt = (mover: DegreesFighter, foe = byId(step.fighters, "b")) => {
      const declared = rules.declare(foe, kunai, { at: step.at, opportunity: true }, O, NO_DICE);
      return () => rules.attack.open(declared.actor, declared, { targetId: "a" }, mover, O, fixedDice([4, 4]));
    };
    const a = byId(step.fighters, "a");
    // A plain move gives the opening.
    expect(opportunityAt(rules.declare(a, basic("move"), { at: step.at }, O, NO_DICE).actor)().profile.opportunity).toBe(true);
    for (const careful of ["safeStep", "retreat"]) {
      const moved = rules.declare(a, basic(careful), { at: step.at }, O, NO_DICE).actor;
      expect(worded(refusalOf(opportunityAt(moved)))).toBe("a left without giving an opening (a Safe Step, a Retreat, or a tumble past you).");
    }
    // Acrobatics against 9 + the foe's Melee 3.
    const b = byId(step.fighters, "b");
    expect(degreesExtras.tumbleCheck(a, b, O, step.at).dc).toBe(12);
    const failed = degreesExtras.tumblePast(a, b, 11, O, step.at);
    expect(failed.succeeded).toBe(false);
    expect(opportunityAt(failed.fighter)().profile.opportunity).toBe(true);
    const past = degreesExtras.tumblePast(a, b, 12, O, step.at);
    expect(past.succeeded).toBe(true);
    // With the GM's dcTie "beat", reaching 12 is not past.
    expect(degreesExtras.tumblePast(a, b, 12, { ...O, dcTie: "beat" }, step.at).succeeded).toBe(false);
    expect(refusalOf(opportunityAt(past.fighter)).code).toBe("degrees.notProvoked");
    // Only past that foe: another still has its opening.
    const third = nextTurn(lineUp(fighter("a", 12), fighter("b", 6), fighter("c", 4)), 0);
    const tumbled = degreesExtras.tumblePast(byId(third.fighters, "a"), byId(third.fighters, "b"), 20, O, third.at).fighter;
    expect(opportunityAt(tumbled, byId(third.fighters, "c"))().profile.opportunity).toBe(true);
    expect(refusalOf(() => degreesExtras.tumbleCheck(a, a, O, step.at)).code).toBe("degrees.tumbleSelf");
    const prone = aTurn({}, { conditions: [{ id: "prone", source: "GM" }] });
    expect(refusalOf(opportunityAt(byId(prone.fighters, "a"), byId(prone.fighters, "b"))).code).toBe("degrees.cannotThreaten");
  });

  it("takes a tumble as a free action on the mover's own turn, once a foe a round whatever came of it (M55, our reading; M13, M15)", () => {
    const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6), fighter("c", 4)), 0);
    const [a, b, c] = ["a", "b", "c"].map((id) => byId(step.fighters, id));
    const failed = degreesExtras.tumblePast(a!, b!, 3, O, step.at).fighter;
    expect(worded(refusalOf(() => degreesExtras.tumbleCheck(failed, b!, O, step.at)))).toBe("A tumble past b was tried this round already: one try a foe a round.");
    expect(refusalOf(() => degreesExtras.tumblePast(failed, b!, 20, O, step.at)).code).toBe("degrees.tumbleTried");
    const past = degreesExtras.tumblePast(a!, b!, 20, O, step.at).fighter;
    expect(refusalOf(() => degreesExtras.tumbleCheck(past, b!, O, step.at)).code).toBe("degrees.tumbleTried");
    // Another foe is a try of its own.
    expect(degreesExtras.tumblePast(failed, c!, 20, O, step.at).succeeded).toBe(true);
    // Off its own turn, or unable to act, nothing is rolled.
    expect(refusalOf(() => degreesExtras.tumbleCheck(b!, a!, O, step.at)).code).toBe("degrees.notYourTurn");
    const knocked = { ...a!, conditions: [{ id: "unconscious" as const, source: "GM" }] };
    expect(refusalOf(() => degreesExtras.tumbleCheck(knocked, b!, O, step.at)).code).toBe("degrees.cannotAct");
  });
});
