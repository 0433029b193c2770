import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";
import { actAs, ActorDouble, diceBox, face, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import type * as AttackModule from "../../src/rulesets/degrees/attack";
import type * as ChoiceModule from "../../src/rulesets/degrees/attack/choice";
import type * as DialogModule from "../../src/rulesets/degrees/attack/choice-dialog";

/*
 * The special maneuvers and the Feint at the table (M59, M78–M83): chosen in the attack dialog
 * instead of an item's own attack, or opened by a maneuvers-pack item through the key its data
 * holds (never its name); the card names the maneuver and says what it does once it lands.
 */
let harness: Harness;
let attack: typeof AttackModule;
let choice: typeof ChoiceModule;
let dialog: typeof DialogModule;

interface Card {
  id: string;
  content: string;
  flags: { shinobi: { degreesCard: DegreesCardState } };
}

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
  choice = await import("../../src/rulesets/degrees/attack/choice");
  dialog = await import("../../src/rulesets/degrees/attack/choice-dialog");
});

const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;
const lastCard = (): Card => [...(harness.game.messages as unknown as Iterable<Card>)].at(-1)!;
const fighters = async () => ({ kiba: (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble, bandit: (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble });

async function open(attacker: ActorDouble, item: string, target: ActorDouble, chosen: object): Promise<Card> {
  actAs(harness, "gm");
  expect(await attack.useItem(attacker as never, itemId(attacker, item), { targetActorId: target.id, choice: chosen as never })).toEqual({ opened: true });
  return lastCard();
}

describe("choosing a maneuver in the attack dialog", () => {
  it("reads the maneuver by the port's key and refuses any other, naming the field; the dialog offers the five and the Feint", async () => {
    expect(choice.choiceFromForm({ maneuver: "grab" })).toEqual({ maneuver: "grab" });
    expect(choice.choiceFromForm({ maneuver: "" })).toEqual({});
    expect(() => choice.readAttackChoice({ maneuver: "suplex" })).toThrow("choice.maneuver is not valid");
    // Each key is a port basic action that opens an attack as a maneuver or a Feint.
    for (const key of choice.MANEUVERS) expect(["maneuver", "feint"], key).toContain(RULESETS.degrees.basicActions[key]?.role);
    const app = new dialog.AttackChoiceDialog("Katana", "Bandit");
    await app.render({ force: true } as never);
    const html = Object.values((app as unknown as { parts: Record<string, string> }).parts).join("");
    expect(html).toContain('name="maneuver"');
    for (const label of ["Takedown", "Disarm", "Push", "Grab", "Trample", "Feint"]) expect(html).toContain(`>${label}</option>`);
    expect(html).not.toMatch(/SHINOBI\./);
  });

  it("makes a katana's attack a Takedown: the card is the Takedown's, and once the target's Dodge fails says it goes Prone (M81)", async () => {
    const { kiba, bandit } = await fighters();
    d8(7, 7);
    const card = await open(kiba, "Katana", bandit, { maneuver: "takedown" });
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ kind: "maneuver", maneuver: "takedown", action: "takedown" });
    expect(card.content).toContain("<h3>Takedown</h3>");
    actAs(harness, "gm");
    await attack.degreesCardStep(card.id, { step: "defend", choice: "dodge" } as never);
    const after = lastCard();
    expect(after.flags.shinobi.degreesCard.flow.result?.hit).toBe(true);
    expect(after.content).toContain("Bandit gains Prone.");
  });

  it("disarms: once applied the target is empty-handed until it picks its weapon up, so it can no longer Block (M82)", async () => {
    const { kiba } = await fighters();
    const bandit = (await ActorDouble.create({ ...BANDIT_SOURCE, items: [...BANDIT_SOURCE.items, { name: "Spear", type: "dgWeapon", system: { damage: 2, weight: "medium", accuracy: "melee", wielded: true } }] } as never)) as ActorDouble;
    d8(7, 7);
    const card = await open(kiba, "Unarmed Strike", bandit, { maneuver: "disarm" });
    expect(card.content).toMatch(/data-choice="block"(?![^>]*disabled)/);
    await attack.degreesCardStep(card.id, { step: "defend", choice: "dodge" } as never);
    expect(lastCard().content).toContain("The item flies");
    await attack.degreesCardStep(card.id, { step: "apply" } as never);
    expect((bandit.system as { disarmed: boolean }).disarmed).toBe(true);
    const { DgNpcSheet } = await import("../../src/rulesets/degrees/sheets");
    const sheet = new DgNpcSheet({ document: bandit } as never) as unknown as { render(): Promise<unknown>; html: string };
    await sheet.render();
    expect(sheet.html).toMatch(/<label class="dg-flag dg-disarmed"[^>]*><input type="checkbox" name="system.disarmed" checked> Disarmed<\/label>/);
    d8(1, 7);
    const next = await open(kiba, "Katana", bandit, {});
    expect(next.content).toMatch(/data-choice="block"[^>]*disabled title="Blocking needs something in hand\."/);
  });

  it("refuses a Grab with the katana in hand, as the rules do (both hands free, M79), opening nothing", async () => {
    const { kiba, bandit } = await fighters();
    d8(7, 7);
    const before = harness.game.messages.size;
    actAs(harness, "gm");
    await expect(attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: { maneuver: "grab" } })).rejects.toThrow("Grabbing needs both hands free, or a weapon made for grabbing.");
    expect(harness.game.messages.size).toBe(before);
  });

  it("makes it a Feint: the Dexterity contest is rolled as it opens (M59)", async () => {
    const { kiba, bandit } = await fighters();
    d8(7, 7, 2, 2);
    const card = await open(kiba, "Katana", bandit, { maneuver: "feint" });
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ kind: "feint", action: "feint" });
    expect(card.flags.shinobi.degreesCard.flow.contest?.attackerWins).toBe(true);
  });
});

describe("a maneuvers-pack item", () => {
  it("opens the maneuver its data names, not a plain technique of that name; an item flagged with no attacking action stays the item's own", async () => {
    const { kiba, bandit } = await fighters();
    const technique = { action: "standard", chakraCost: 0, powerLevel: 0, accuracy: "melee", damage: { source: "none", base: 0, fixed: 0 }, range: { type: "touch", metres: 1 } };
    await kiba.createEmbeddedDocuments("Item", [
      { name: "Shove", type: "dgTechnique", system: technique, flags: { shinobi: { maneuver: "push" } } },
      { name: "Grab", type: "dgTechnique", system: technique, flags: { shinobi: { maneuver: "safeStep" } } },
    ] as never);
    d8(7, 7);
    const card = await open(kiba, "Shove", bandit, {});
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ kind: "maneuver", maneuver: "push" });
    // Named Grab, its data says Safe Step: it is no attack, and no Grab either.
    actAs(harness, "gm");
    expect(await attack.useItem(kiba as never, itemId(kiba, "Grab"), { targetActorId: bandit.id, choice: {} })).toEqual({ opened: false, why: "notAnAttack" });
  });
});
