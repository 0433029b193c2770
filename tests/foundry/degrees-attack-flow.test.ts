import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { dgFight } from "./degrees-combat-helpers";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";
import type * as AttackModule from "../../src/rulesets/degrees/attack";

// The degrees attack card on documents: Kiba (the player's) attacks a bandit (the GM's); the
// target picks a defence on the card, the damage shows every step, and Apply writes HP and the HP
// table's conditions through the GM's client, each step with its writes counted.

let harness: Harness;
let attack: typeof AttackModule;

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
});

interface Card {
  id: string;
  content: string;
  flags: { shinobi: { degreesCard: DegreesCardState } };
}
interface Stored {
  hp: { value: number; nonLethal: number };
  chakra: { value: number };
}

const create = async (source: object, changes: object = {}) => (await ActorDouble.create(foundryMerge(source, changes) as never)) as ActorDouble;
const foundryMerge = (a: object, b: object) => foundry.utils.mergeObject(structuredClone(a), b, { inplace: false });
const stored = (actor: ActorDouble) => actor.system as Stored;
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;
const effects = (actor: ActorDouble) => [...(actor.effects as Iterable<{ statuses: Set<string> }>)].map((e) => [...e.statuses][0]);
const lastCard = (): Card => [...(harness.game.messages as unknown as Iterable<Card>)].at(-1)!;
/** The card's text as a reader sees it: Handlebars escapes "=" and quotes in what it prints. */
const shown = (card: Card) => card.content.replace(/&#x3D;/g, "=").replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);

async function attackWith(attacker: ActorDouble, item: string, target: ActorDouble, choice: object = {}, who: "gm" | "player" = "player"): Promise<Card> {
  actAs(harness, who);
  const used = await attack.useItem(attacker as never, itemId(attacker, item), { targetActorId: target.id, choice });
  expect(used).toEqual({ opened: true });
  return lastCard();
}

async function click(card: Card, step: object, who: "gm" | "player" = "gm"): Promise<void> {
  actAs(harness, who);
  await attack.degreesCardStep(card.id, step as never);
}

describe("a degrees attack card, from the check to Apply", () => {
  it("rolls 2d8 + accuracy with the natural apart, lets the target Dodge, shows every damage step, and applies the hit to 0 HP: Defenseless", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE, { system: { hp: { value: 5 } } });
    writes.reset();
    d8(6, 5);
    const card = await attackWith(kiba, "Katana", bandit);
    // A katana costs no chakra and outside a fight spends nothing stored: the card is the only write.
    expect(writeLog()).toEqual(["ChatMessage:create"]);
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ attackerId: kiba.id, targetId: bandit.id, roll: { faces: [6, 5], natural: 11, accuracy: 5, total: 16 }, step: "answer" });
    expect(card.content).toMatch(/class="natural">11</);
    expect(card.content).toMatch(/class="total">16</);
    expect(card.content).toContain("Critical hit on a natural 15 or more");
    expect(card.content).toContain("critical failure on a natural under 4");
    // The four defences as the port lists them: Block refused with its reason (empty hands, M23).
    expect(card.content).toMatch(/data-choice="dodge"(?![^>]*disabled)/);
    expect(card.content).toMatch(/data-choice="block"[^>]*class="refused" disabled title="Blocking needs something in hand\."/);
    expect(card.content).toContain(`data-choice="technique" data-technique-id="${itemId(bandit, "Earth Wall")}"`);
    expect(card.content).toContain("Block: Blocking needs something in hand.");

    writes.reset();
    await click(card, { step: "defend", choice: "dodge" });
    expect(writeLog()).toEqual(["ChatMessage:update"]);
    // Attack 16 against 9 + Dodge 2; degree 2 from the natural 11. Katana: ⌈4 / 2⌉ + 3 = 5, body
    // hardness 1 off the base, × 2 = 8, the vest absorbs 2: 6 (M28, M34, M122, M125).
    expect(card.content).toContain("Dodge: attack 16 against difficulty 11 (9, Dodge + 2): hit");
    expect(card.content).toContain("Degree 2 from the natural 11.");
    for (const line of ["Base damage 5, fixed damage 0", "Body hardness 1: base 4, fixed 0", "× degree 2 = 8", "Armour absorbs 2 (0 absorption left): 6 reach the target"]) expect(shown(card)).toContain(line);
    expect(card.content).toContain("Apply 6 lethal damage");
    expect(card.content).not.toContain('data-shinobi-step="defend"');
    expect(stored(bandit).hp.value).toBe(5);

    writes.reset();
    await click(card, { step: "apply" }, "player");
    // HP 5 stops at 0 (M40): disabled, Defenseless (M41); the vest worn down inside the actor's row.
    expect(stored(bandit).hp.value).toBe(0);
    expect((bandit.items.find((i) => i.name === "Padded vest")!.system as { absorption: { value: number } }).absorption.value).toBe(0);
    expect(effects(bandit)).toEqual(["defenseless"]);
    expect(writeLog()).toEqual(["ChatMessage:update", "Actor:update", "ActiveEffect:create"]);
    expect(card.content).toContain("Bandit: HP 0, non-lethal damage 0; disabled (0 HP).");
    expect(card.content).toContain("HP threshold crossed: active → disabled (0 HP).");
    expect(card.content).not.toContain('data-shinobi-step="apply"');
  });

  it("hits a defenceless target without a defence, still rolling the degree, and knocks it out below 0: Unconscious in place of Defenseless", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE, { system: { hp: { value: 5 } } });
    d8(6, 5);
    const first = await attackWith(kiba, "Katana", bandit);
    await click(first, { step: "defend", choice: "dodge" });
    await click(first, { step: "apply" });
    d8(3, 3);
    const card = await attackWith(kiba, "Katana", bandit);
    expect(card.content).toContain("The target cannot defend: the attack hits automatically.");
    expect(card.content).not.toContain('data-shinobi-step="defend"');
    // Degree 1 from the natural 6; 5 − 1 hardness = 4, the vest already spent (M27, M125).
    expect(card.content).toContain("Apply 4 lethal damage");
    writes.reset();
    await click(card, { step: "apply" });
    expect(stored(bandit).hp.value).toBe(-4);
    expect(effects(bandit)).toEqual(["unconscious"]);
    expect(writeLog()).toEqual(["ChatMessage:update", "Actor:update", "ActiveEffect:delete", "ActiveEffect:create"]);
    expect(card.content).toContain("HP threshold crossed: disabled (0 HP) → unconscious.");
    // Applied once: a second Apply is refused and writes nothing.
    writes.reset();
    await expect(click(card, { step: "apply" })).rejects.toThrow("That step is not open on this attack card now.");
    expect(writes.calls()).toBe(0);
  });

  it("refuses a forced Block with nothing in hand, naming the reason, and writes nothing", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE);
    d8(6, 5);
    const card = await attackWith(kiba, "Katana", bandit);
    writes.reset();
    await expect(click(card, { step: "defend", choice: "block" })).rejects.toThrow("Blocking needs something in hand.");
    expect(writes.calls()).toBe(0);
    expect(card.flags.shinobi.degreesCard.flow.step).toBe("answer");
  });

  it("lets a target with a weapon in hand Block: a contest of Melee (M23)", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(foundryMerge(BANDIT_SOURCE, {}), { items: [...BANDIT_SOURCE.items, { name: "War Club", type: "dgWeapon", system: { damage: 3, weight: "heavy", accuracy: "melee" } }] });
    d8(4, 4);
    const card = await attackWith(kiba, "Katana", bandit);
    expect(card.content).toMatch(/data-choice="block"(?![^>]*disabled)/);
    d8(8, 6);
    await click(card, { step: "defend", choice: "block" });
    // Attack 13 against Melee 3 + 14 = 17: the block holds.
    expect(card.content).toContain("Block: attack 13 against 17: miss");
    expect(card.content).not.toContain("damage-total");
  });

  it("pays a defensive technique's chakra win or lose, through the GM's client (M25)", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE);
    d8(4, 4);
    const card = await attackWith(kiba, "Katana", bandit);
    d8(8, 7);
    writes.reset();
    await click(card, { step: "defend", choice: "technique", techniqueId: itemId(bandit, "Earth Wall") });
    // Anticipate 1 + 15 = 16 beats the attack's 13; the wall's 3 chakra is paid.
    expect(stored(bandit).chakra.value).toBe(16 - 3);
    expect(writeLog()).toEqual(["ChatMessage:update", "Actor:update"]);
    expect(card.content).toContain("Defensive technique: attack 13 against 16: miss");
    expect(card.content).toContain("The technique cost 3 chakra and its Movement action, paid win or lose.");
  });

  it("shares the damage among the partners' standard actions: base divided before the degree (M87)", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE);
    d8(6, 5);
    const card = await attackWith(kiba, "Katana", bandit, { partnerActions: 1 });
    await click(card, { step: "defend", choice: "dodge" });
    // 5 − 1 hardness = 4, halved to 2, × 2 = 4, the vest absorbs 2: 2.
    expect(card.content).toContain("Shared among 2 standard actions (partners): base 2, fixed 0");
    expect(shown(card)).toContain("× degree 2 = 4");
    await click(card, { step: "apply" });
    expect(stored(bandit).hp.value).toBe(13 - 2);
  });

  it("applies an unarmed strike as non-lethal damage, the HP left as they were (M38)", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE, {});
    await bandit.deleteEmbeddedDocuments("Item", [itemId(bandit, "Padded vest")]);
    d8(6, 5);
    const card = await attackWith(kiba, "Unarmed Strike", bandit);
    await click(card, { step: "defend", choice: "dodge" });
    // ⌈4 / 2⌉ + 0 = 2, − 1 hardness, × 2.
    expect(card.content).toContain("Apply 2 non-lethal damage");
    await click(card, { step: "apply" });
    expect(stored(bandit).hp).toMatchObject({ value: 13, nonLethal: 2 });
  });

  it("pays a technique's chakra as it is declared, and refuses it when short with nothing written or posted (F20)", async () => {
    const kiba = await create(KIBA_SOURCE, { system: { chakra: { value: 2 } } });
    const bandit = await create(BANDIT_SOURCE);
    const before = harness.game.messages.size;
    writes.reset();
    actAs(harness, "player");
    await expect(attack.useItem(kiba as never, itemId(kiba, "Fire Bolt"), { targetActorId: bandit.id, choice: {} })).rejects.toThrow("Fire Bolt costs 5 chakra; only 2 is left.");
    expect([writes.calls(), harness.game.messages.size]).toEqual([0, before]);
    await kiba.update({ "system.chakra.value": 22 });
    writes.reset();
    d8(2, 3);
    const card = await attackWith(kiba, "Fire Bolt", bandit);
    expect(stored(kiba).chakra.value).toBe(17);
    expect(writeLog()).toEqual(["Actor:update", "ChatMessage:create"]);
    // A natural 5 is no critical failure; a 2 + 1 would have been.
    expect(card.flags.shinobi.degreesCard.flow.decided).toBeNull();
  });

  it("misses on a critical failure whatever the total, with no defence to choose (M26)", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE);
    d8(1, 2);
    const card = await attackWith(kiba, "Katana", bandit);
    expect(card.content).toContain("Critical failure: the attack misses, whatever its total.");
    expect(card.content).not.toContain('data-shinobi-step="defend"');
    await click(card, { step: "apply" });
    expect(stored(bandit).hp.value).toBe(13);
  });

  it("lets only the target's owner (or the GM) answer, and either side's owner apply", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE);
    d8(6, 5);
    const card = await attackWith(kiba, "Katana", bandit);
    writes.reset();
    await expect(click(card, { step: "defend", choice: "dodge" }, "player")).rejects.toThrow("You can only act for combatants you own.");
    expect(writes.calls()).toBe(0);
    await click(card, { step: "defend", choice: "dodge" }, "gm");
    await click(card, { step: "apply" }, "player");
    expect(stored(bandit).hp.value).toBe(13 - 6);
  });

  it("declares in a fight only on the attacker's own turn (M15), spending that turn's standard action", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE);
    const combat = await dgFight([bandit, kiba], (i) => ({ initiative: i === 0 ? 12 : 8 }));
    await combat.startCombat();
    (harness.game as unknown as { combat: unknown }).combat = combat;
    writes.reset();
    actAs(harness, "player");
    await expect(attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: {} })).rejects.toThrow("That can only be done on your own turn.");
    expect(writes.calls()).toBe(0);
    actAs(harness, "gm");
    await combat.nextTurn();
    // The combatant is a `dg` one, whose fight data DgCombatantData keeps.
    const standardLeft = () => (combat.combatants.contents.find((c) => c.actorId === kiba.id)!.system as unknown as { actions: { standard: boolean } }).actions.standard;
    expect(standardLeft()).toBe(true);
    d8(6, 5);
    await attackWith(kiba, "Katana", bandit);
    // The declaration is the tracker's: Kiba's combatant has this turn's standard action spent.
    expect(standardLeft()).toBe(false);
  });

  it("keeps a Charge's open guard on the charger's combatant, no effect on its actor: the next blow meets it at −1, and it closes as its next turn starts (M63)", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE, { items: [...BANDIT_SOURCE.items, { name: "Club", type: "dgWeapon", system: { damage: 1, weight: "medium", accuracy: "melee" } }] });
    const combat = await dgFight([kiba, bandit], (i) => ({ initiative: i === 0 ? 12 : 8 }));
    await combat.startCombat();
    (harness.game as unknown as { combat: unknown }).combat = combat;
    const guardOpen = () => (combat.combatants.contents.find((c) => c.actorId === kiba.id)!.system as unknown as { guardOpen: boolean }).guardOpen;
    d8(6, 5);
    actAs(harness, "player");
    await attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: { charge: { runMetres: 5 } } });
    expect(lastCard().content).toContain("Charge + 1");
    expect([guardOpen(), effects(kiba)]).toEqual([true, []]);
    actAs(harness, "gm");
    await combat.nextTurn();
    d8(4, 4);
    await attack.useItem(bandit as never, itemId(bandit, "Club"), { targetActorId: kiba.id, choice: {} });
    const blow = lastCard();
    await attack.degreesCardStep(blow.id, { step: "defend", choice: "dodge" } as never);
    expect(shown(blow)).toContain("Charge − 1");
    await combat.nextTurn();
    expect(guardOpen()).toBe(false);
  });

  it("finds the attacker's fight from the world's combats: off its turn it is refused even while the GM views another encounter", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await create(BANDIT_SOURCE);
    const combat = await dgFight([bandit, kiba], (i) => ({ initiative: i === 0 ? 12 : 8 }));
    await combat.startCombat();
    const elsewhere = await dgFight([await create(BANDIT_SOURCE, { name: "Lookout" })]);
    (harness.game as unknown as { combat: unknown }).combat = elsewhere;
    writes.reset();
    actAs(harness, "player");
    await expect(attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: {} })).rejects.toThrow("That can only be done on your own turn.");
    expect(writes.calls()).toBe(0);
  });

  it("lets a rider defend with its mount's Dodge (M92), named on the card; a forged side is refused", async () => {
    const kiba = await create(KIBA_SOURCE);
    const rider = await create(BANDIT_SOURCE, { name: "Rider" });
    // The toad: Dodge 6 to the rider's 2.
    const toad = await create(BANDIT_SOURCE, { name: "Toad", system: { accuracies: { dodge: 6 } } });
    const combat = await dgFight([kiba, rider, toad], (i) => ({ initiative: [12, 8, 6][i], ...(i === 1 ? { system: { mountedOn: toad.id } } : {}) }));
    await combat.startCombat();
    (harness.game as unknown as { combat: unknown }).combat = combat;
    d8(6, 5);
    const card = await attackWith(kiba, "Katana", rider, {}, "gm");
    expect(card.content).toContain('data-choice="dodge" data-side="mount"');
    expect(card.content).toContain("Dodge (on Toad)");
    await expect(click(card, { step: "defend", choice: "dodge", side: "horse" })).rejects.toThrow(/step\.side/);
    d8(4, 4);
    await click(card, { step: "defend", choice: "dodge", side: "mount" });
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ mountId: toad.id });
  });

  it("is not the card's for an item that attacks no one, or with nobody targeted", async () => {
    const kiba = await create(KIBA_SOURCE, { items: [...KIBA_SOURCE.items, { name: "Earth Wall", type: "dgTechnique", system: { action: "movement", chakraCost: 3, defensive: true } }] });
    const bandit = await create(BANDIT_SOURCE);
    actAs(harness, "player");
    expect(await attack.useItem(kiba as never, itemId(kiba, "Katana"), { choice: {} })).toEqual({ opened: false, why: "noTarget" });
    expect(await attack.useItem(kiba as never, itemId(kiba, "Earth Wall"), { targetActorId: bandit.id, choice: {} })).toEqual({ opened: false, why: "notAnAttack" });
  });
});

describe("linking fighters in a degrees fight", () => {
  it("records the mount a rider rides and the owner a partner serves, by combatant, in one write; refuses itself or a stranger", async () => {
    const kiba = await create(KIBA_SOURCE);
    const toad = await create(BANDIT_SOURCE, { name: "Toad" });
    const hound = await create(BANDIT_SOURCE, { name: "Hound" });
    const combat = await dgFight([kiba, toad, hound]);
    const idOf = (actor: ActorDouble) => combat.combatants.contents.find((c) => c.actorId === actor.id)!.id!;
    writes.reset();
    await combat.linkFighter(idOf(kiba), { mountedOn: idOf(toad) });
    await combat.linkFighter(idOf(hound), { partnerOf: idOf(kiba) });
    expect(writes.calls()).toBe(2);
    const { readFighter } = await import("../../src/rulesets/degrees/combat");
    const fighter = (actor: ActorDouble) => readFighter(actor as never, combat.combatants.get(idOf(actor))! as never).state;
    expect([fighter(kiba).mountedOn, fighter(hound).partnerOf]).toEqual([toad.id, kiba.id]);
    await expect(combat.linkFighter(idOf(kiba), { mountedOn: idOf(kiba) })).rejects.toThrow(/mountedOn: name another combatant/);
    await expect(combat.linkFighter(idOf(kiba), { partnerOf: "nobody0000000000" })).rejects.toThrow(/partnerOf/);
    await combat.linkFighter(idOf(kiba), { mountedOn: null });
    expect(fighter(kiba).mountedOn).toBeUndefined();
  });
});
