import { beforeEach, describe, expect, it } from "vitest";
import { seededDice, type DiceSource } from "../../src/rules/dice";
import { RULESETS, type RulesetTypesOf } from "../../src/rules/registry";
import { actAs, ActorDouble, bootSystem, diceBox, type Harness } from "../harness";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";

/*
 * The attack card and the port played directly, on the same seeded dice, leave the same wounds:
 * the card reads the documents into the port's combatants, asks the port each step, and writes what
 * it returns, doing no arithmetic of its own (docs/architecture.md, "One engine").
 */

type Rk = RulesetTypesOf<"rollkeep">;
type Maneuver = NonNullable<NonNullable<Rk["choice"]["attack"]>["maneuvers"]>[number];
const rules = RULESETS.rollkeep;
const PLAYER = "player0000000000";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
});

/** The faces the card's dice draw from the harness's generator: Foundry's own mapping of a uniform number onto a die (recorded-dice.ts). */
function asFoundryDraws(seed: number): DiceSource {
  const source = seededDice(seed);
  return { roll: (faces) => Math.min(faces, 1 + Math.floor(((source.roll(1_000_000) - 0.5) / 1_000_000) * faces)) };
}

interface Doc {
  id: string;
  system: { wounds: number; voidPoints: { value: number } };
}

const CALLS: { raisesCalled: number; maneuvers: Maneuver[]; voidPoint: boolean }[] = [
  { raisesCalled: 1, maneuvers: [{ kind: "extraDamage", raises: 1 }], voidPoint: true },
  { raisesCalled: 2, maneuvers: [{ kind: "feint" }], voidPoint: false },
  { raisesCalled: 0, maneuvers: [], voidPoint: true },
  { raisesCalled: 2, maneuvers: [{ kind: "knockdown" }], voidPoint: false },
];
/** Wounds each seed left, so the last test can check the seeds did land blows. */
const woundsLeft: number[] = [];

describe("the attack card and the port, on the same dice", () => {
  it.each(Array.from({ length: 24 }, (_, i) => i + 1))("seed %i: the same roll, damage and wounds", async (seed) => {
    const call = CALLS[seed % CALLS.length]!;
    const ayame = (await ActorDouble.create({ ...AYAME_SOURCE, ownership: { default: 0, [PLAYER]: 3 }, system: { ...AYAME_SOURCE.system, wounds: 0 } })) as unknown as Doc;
    const goro = (await ActorDouble.create({ ...AYAME_SOURCE, name: "Goro", system: { ...AYAME_SOURCE.system, traits: { ...AYAME_SOURCE.system.traits, reflexes: 2 }, wounds: 0 } })) as unknown as Doc;
    const { readState } = await import("../../src/rulesets/rollkeep/state");
    const options = rules.options.defaults;
    const choice: Rk["choice"] = { at: 0, attack: { maneuvers: call.maneuvers, raises: { raisesCalled: call.raisesCalled, freeRaises: 0, freeRaisesOnTn: 0 }, voidBoost: false, situation: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false } } };

    // The port, directly.
    const dice = asFoundryDraws(seed);
    const attacker = readState(ayame as never).state;
    const target: Rk["combatant"] = readState(goro as never).state;
    const katana = { ...rules.basicActions.attack!, name: "Katana", weapon: attacker.weapon, skill: attacker.weaponSkill };
    const declared = rules.declare(attacker, katana, choice, options, dice);
    let flow = rules.attack.open(declared.actor, declared, { targetId: target.id }, target, options, dice);
    if (rules.attack.stage(flow).awaitsDamage) flow = rules.attack.damage(flow, declared.actor, target, null, options, dice);
    let defender: Rk["combatant"] = target;
    if (rules.attack.stage(flow).awaitsAnswer) ({ attack: flow, defender } = rules.attack.answer(flow, declared.actor, target, { voidPoint: call.voidPoint }, options, dice));
    const direct = rules.settle([defender, declared.actor], rules.attack.outcomes(flow, declared.actor), 0, options, dice).combatants[0]!;

    // The card, on the documents.
    diceBox.source = seededDice(seed);
    const { requestAttack, rkCardStep } = await import("../../src/rulesets/rollkeep/attack");
    actAs(harness, "player");
    const messageId = await requestAttack({ actor: ayame as never, itemId: "katana0000000000", target: goro as never, call: { raisesCalled: call.raisesCalled, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: call.maneuvers, circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: { rolled: 0, kept: 0, flat: 0 }, extraAttack: false, focus: false, damageModifier: { rolled: 0, kept: 0, flat: 0 }, wind: "", weather: "", difficultTerrain: 0 } });
    const card = () => (harness.game.messages.get(messageId) as unknown as { flags: { shinobi: { rkCard: { flow: Rk["attack"] } } } }).flags.shinobi.rkCard.flow;
    if (rules.attack.stage(card()).awaitsDamage) await rkCardStep(messageId, { step: "damage" });
    actAs(harness, "gm");
    if (rules.attack.stage(card()).awaitsAnswer) await rkCardStep(messageId, { step: "answer", choice: call.voidPoint ? "voidPoint" : "none" });

    expect(card().attack.attackRoll?.total).toBe(flow.attack.attackRoll?.total);
    expect(card().attack.damage?.roll.total).toBe(flow.attack.damage?.roll.total);
    expect(goro.system.wounds).toBe(direct.character.wounds);
    expect(goro.system.voidPoints.value).toBe(direct.voidPoints.points);
    woundsLeft.push(goro.system.wounds);
  });

  it("compared blows that landed and blows that missed", () => {
    expect(woundsLeft.filter((w) => w > 0).length).toBeGreaterThan(5);
    expect(woundsLeft.filter((w) => w === 0).length).toBeGreaterThan(2);
  });
});
