import { beforeEach, describe, expect, it } from "vitest";
import { seededDice, type DiceSource } from "../../src/rules/dice";
import { RULESETS, type RulesetTypesOf } from "../../src/rules/registry";
import { actAs, ActorDouble, diceBox, face, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import type * as AttackModule from "../../src/rulesets/degrees/attack";

// The same seeded attack played through the card on documents and through the port on plain data
// typed from the same sheets must end alike: the Foundry layer adds documents, never arithmetic.

type Dg = RulesetTypesOf<"degrees">;
const rules = RULESETS.degrees;
const O = rules.options.defaults;

let harness: Harness;
let attack: typeof AttackModule;

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
});

const WEAPONS = ["Katana", "Unarmed Strike", "Fire Bolt"] as const;
const DEFENCES = ["dodge", "anticipate", "technique"] as const;

/** One seeded attack: what is used, how, the bandit's HP before, and which defence it picks. */
function scenario(seed: number) {
  const pick = seededDice(seed * 7919);
  return {
    item: WEAPONS[pick.roll(3) - 1]!,
    defence: DEFENCES[pick.roll(3) - 1]!,
    hp: pick.roll(13),
    choice: {
      ...(pick.roll(2) === 2 ? { partnerActions: pick.roll(2) } : {}),
      ...(pick.roll(2) === 2 ? { around: { cover: "partial" as const, ...(pick.roll(2) === 2 ? { barrierHardness: pick.roll(4) } : {}) } } : {}),
    },
  };
}

/** The same d8s for the table (Foundry's generator, through the harness) and for the port. */
const tableDice = (seed: number): DiceSource => {
  const d8 = seededDice(seed);
  return { roll: () => face(d8.roll(8), 8) };
};

const itemOf = (source: { items: { name: string; type: string; system: object }[] }, name: string) => source.items.find((i) => i.name === name)!;

/** Kiba and the bandit as the port's plain data, typed from the fixtures' sheets. */
function portFighters(hp: number): { kiba: Dg["combatant"]; bandit: Dg["combatant"] } {
  const kiba = rules.newCombatant({
    id: "kiba",
    character: { attributes: { strength: 4, dexterity: 5, vigor: 2, spirit: 4 }, campaignLevel: 1, size: "standard", permanentSize: true, accuracies: { melee: 5, ranged: 4, dodge: 3, anticipate: 2 }, notice: 2, bodyHardness: [0], armourAbsorption: 0 },
  });
  const wall = rules.actionFromItem(itemOf(BANDIT_SOURCE, "Earth Wall"))!.defence!;
  const bandit = rules.newCombatant({
    id: "bandit",
    character: { attributes: { strength: 3, dexterity: 3, vigor: 1, spirit: 2 }, campaignLevel: 0, size: "standard", permanentSize: true, accuracies: { melee: 3, ranged: 2, dodge: 2, anticipate: 1 }, notice: 1, bodyHardness: [1], armourAbsorption: 2 },
    hp,
    defences: [wall],
  });
  return { kiba: rules.outsideCombat(kiba), bandit: rules.outsideCombat(bandit) };
}

function answerOf(s: ReturnType<typeof scenario>): Dg["answer"] {
  return s.defence === "technique" ? { kind: "technique", technique: "Earth Wall" } : { kind: s.defence };
}

/** The attack through the port alone: declare, open, answer, damage, outcomes, settle. */
function throughThePort(seed: number) {
  const s = scenario(seed);
  const { kiba, bandit } = portFighters(s.hp);
  const dice = seededDice(seed);
  const declared = rules.declare(kiba, rules.actionFromItem(itemOf(KIBA_SOURCE, s.item))!, { at: 0, ...s.choice }, O, dice);
  let flow = rules.attack.open(declared.actor, declared, { targetId: "bandit" }, bandit, O, dice);
  let target = bandit;
  if (rules.attack.stage(flow).awaitsAnswer) ({ attack: flow, defender: target } = rules.attack.answer(flow, declared.actor, bandit, answerOf(s), O, dice));
  if (rules.attack.stage(flow).awaitsDamage) flow = rules.attack.damage(flow, declared.actor, target, null, O, dice);
  const settled = rules.settle([target, declared.actor], rules.attack.outcomes(flow, declared.actor), flow.at, O, dice);
  const after = settled.combatants[0]!;
  return { hp: after.hp.hp, nonLethal: after.hp.nonLethal, chakra: after.chakra, kibaChakra: declared.actor.chakra, degree: flow.result?.degree ?? 0 };
}

interface Message {
  id: string;
  flags: { shinobi: { degreesCard: { flow: Dg["attack"]; damaged: Dg["attack"] | null } } };
}

/** The same attack through the card: the GM uses the item, the bandit's owner answers, Apply. */
async function throughTheCard(seed: number) {
  const s = scenario(seed);
  const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
  const bandit = (await ActorDouble.create(foundry.utils.mergeObject(structuredClone(BANDIT_SOURCE), { system: { hp: { value: s.hp } } }, { inplace: false }) as never)) as ActorDouble;
  diceBox.source = tableDice(seed);
  actAs(harness, "gm");
  await attack.useItem(kiba as never, kiba.items.find((i) => i.name === s.item)!.id, { targetActorId: bandit.id, choice: s.choice });
  const message = [...(harness.game.messages as unknown as Iterable<Message>)].at(-1)!;
  if (rules.attack.stage(message.flags.shinobi.degreesCard.flow).awaitsAnswer) {
    const techniqueId = bandit.items.find((i) => i.name === "Earth Wall")!.id;
    await attack.degreesCardStep(message.id, { step: "defend", choice: s.defence, ...(s.defence === "technique" ? { techniqueId } : {}) });
  }
  await attack.degreesCardStep(message.id, { step: "apply" });
  const card = message.flags.shinobi.degreesCard;
  const sys = (a: ActorDouble) => a.system as { hp: { value: number; nonLethal: number }; chakra: { value: number } };
  return { hp: sys(bandit).hp.value, nonLethal: sys(bandit).hp.nonLethal, chakra: sys(bandit).chakra.value, kibaChakra: sys(kiba).chakra.value, degree: (card.damaged ?? card.flow).result?.degree ?? 0 };
}

describe("the attack card against the port", () => {
  it("ends 60 seeded attacks (weapons and a ninpou, every defence, partners, cover, barriers) with the same HP, chakra and degree both ways", async () => {
    let landed = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const port = throughThePort(seed);
      const card = await throughTheCard(seed);
      expect(card, `seed ${seed}: ${JSON.stringify(scenario(seed))}`).toEqual(port);
      if (port.degree > 0) landed += 1;
    }
    // The set means something: some attacks landed, some did not.
    expect(landed).toBeGreaterThan(10);
    expect(landed).toBeLessThan(60);
  });
});
