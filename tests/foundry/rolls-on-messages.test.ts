import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, bootSystem, diceBox, type Harness, face } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

/**
 * An attack at the table leaves on its chat message the very dice the engine used, as Foundry
 * Rolls in the order they were rolled (Stamina, the defence, the damage, the wound's location),
 * and the message is shown under the roll mode in force: the roller's, or the GM's setting for
 * actors no player owns.
 */

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});


const GM = "gm00000000000000";
const PLAYER = "player0000000000";

interface RollLike {
  formula: string;
  total: number;
  options: { flavor?: string };
  dice: { faces: number; results: { result: number; active?: boolean }[] }[];
  toJSON(): { formula: string; total: number; terms: { class: string; faces?: number; number?: number; results?: { result: number }[] }[] };
}
interface Card {
  id: string;
  content: string;
  whisper: string[];
  author: { id: string } | null;
  blind: boolean;
  rolls: RollLike[];
  isContentVisible: boolean;
  _source: { rolls: { formula: string; total: number; evaluated: boolean; terms: { class: string; faces?: number; results?: { result: number }[] }[] }[] };
  flags: {
    shinobi: {
      card: {
        facts: { exhaustion: { total: number; passed: boolean }[] };
        attack: { defense: { defenseFace: number | null; defenseRoll: number | null; result: { outcome: string } } | null; hits: { damage: { damageRolled: number; damage: number } }[] | null };
      };
    };
  };
}
interface Doc {
  id: string;
  system: { hp: { value: number } };
  items: Iterable<{ id: string; name: string; type: string; system: Record<string, unknown> }>;
  hasPlayerOwner: boolean;
  useTechnique(id: string, options?: object): Promise<unknown>;
}

const create = (d: object) => (Actor as unknown as { create(d: object): Promise<Doc> }).create(d);
const itemId = (actor: Doc, name: string) => [...actor.items].find((i) => i.name === name)?.id ?? "";

function lastCard(): Card {
  return [...(harness.game.messages as unknown as Iterable<Card>)].pop() as Card;
}

async function step(card: Card, request: object, who: "gm" | "player" = "gm"): Promise<void> {
  const { icCardStep: requestCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
  actAs(harness, who);
  await requestCardStep(card.id, request as never);
}

/** A roll as the test compares it: its label, formula, total and every die's faces. */
function read(roll: RollLike) {
  return { flavor: roll.options.flavor, formula: roll.formula, total: roll.total, dice: roll.dice.map((d) => ({ faces: d.faces, results: d.results.map((r) => r.result) })) };
}

describe("the rolls an attack leaves on its message", () => {
  /**
   * Ino (the GM's) uses Basic Unarmed (Stamina 5, 2d4, Speed 8, STR 30: +2 × 8) on Sakura (the
   * player's), whose Vitality is spent and whose HP is 100, so the hit reaches HP and wounds.
   */
  async function setUp(): Promise<{ ino: Doc; sakura: Doc }> {
    const ino = await create(INO_SOURCE);
    const sakura = await create({
      ...INO_SOURCE,
      name: "Sakura",
      ownership: { default: 0, [PLAYER]: 3 },
      system: { ...INO_SOURCE.system, vitality: { value: 0, max: 400 }, hp: { value: 100, max: 100 } },
    });
    return { ino, sakura };
  }

  it("holds, in order, exactly the faces fed in: the Stamina d20, the Dodge d20, the 2d4 damage and the wound's d100", async () => {
    const { ino, sakura } = await setUp();
    actAs(harness, "gm");

    // Stamina 5: d20 17 + RES 3 + 5 (Fatigue 1) - 2 (penalty) = 23, paid.
    diceBox.source = fixedDice([face(17, 20)]);
    await ino.useTechnique(itemId(ino, "Basic Unarmed"), { targetActorId: sakura.id });
    const card = lastCard();
    expect(card.flags.shinobi.card.facts.exhaustion.map((e) => [e.total, e.passed])).toEqual([[23, true]]);
    expect(card.rolls.map(read)).toEqual([{ flavor: "Costs", formula: "1d20", total: 17, dice: [{ faces: 20, results: [17] }] }]);

    // Dodge: d20 2 + AGI 3 - 1 (Fatigue) = 4 against Accuracy 13: a hit.
    diceBox.source = fixedDice([face(2, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    expect(card.flags.shinobi.card.attack.defense).toMatchObject({ defenseFace: 2, defenseRoll: 4, result: { outcome: "hit" } });

    // Damage: 2d4 showing 3 and 4, + 2 × 8 = 23, all of it to HP.
    diceBox.source = fixedDice([face(3, 4), face(4, 4)]);
    await step(card, { step: "damage" });
    expect(card.flags.shinobi.card.attack.hits?.map((h) => h.damage)).toEqual([expect.objectContaining({ damageRolled: 23, damage: 23 })]);

    // Apply: 23 HP of 100 is a Minor wound; its location from a d100 showing 47 (right arm).
    diceBox.source = fixedDice([face(47, 100)]);
    await step(card, { step: "apply" }, "player");
    expect(sakura.system.hp.value).toBe(100 - 23);
    const wounds = [...sakura.items].filter((i) => i.type === "wound").map((w) => [w.system.severity, w.system.location, w.system.side]);
    expect(wounds).toEqual([["minor", "arm", "right"]]);

    expect(card.rolls.map(read)).toEqual([
      { flavor: "Costs", formula: "1d20", total: 17, dice: [{ faces: 20, results: [17] }] },
      { flavor: "Defence", formula: "1d20", total: 2, dice: [{ faces: 20, results: [2] }] },
      { flavor: "Damage", formula: "2d4", total: 7, dice: [{ faces: 4, results: [3, 4] }] },
      { flavor: "Wounds and status rolls", formula: "1d100", total: 47, dice: [{ faces: 100, results: [47] }] },
    ]);
    // Stored as core stores them: evaluated Roll data, each Die term with its results.
    expect(card._source.rolls.map((r) => [r.formula, r.total, r.evaluated, r.terms.filter((t) => t.class === "Die").map((t) => [t.faces, t.results?.map((x) => x.result)])])).toEqual([
      ["1d20", 17, true, [[20, [17]]]],
      ["1d20", 2, true, [[20, [2]]]],
      ["2d4", 7, true, [[4, [3, 4]]]],
      ["1d100", 47, true, [[100, [47]]]],
    ]);
    // The card lists them too.
    expect(card.content).toContain('<span class="formula">2d4 (3, 4)</span> <strong>7</strong>');
  });

  it("adds nothing for a step that rolls no die: an undefended attack's message holds the Stamina and the damage only", async () => {
    const { ino, sakura } = await setUp();
    actAs(harness, "gm");
    diceBox.source = fixedDice([face(11, 20)]);
    await ino.useTechnique(itemId(ino, "Basic Unarmed"), { targetActorId: sakura.id });
    const card = lastCard();
    diceBox.source = fixedDice([]);
    await step(card, { step: "defend", choice: "none" }, "player");
    diceBox.source = fixedDice([face(1, 4), face(2, 4)]);
    await step(card, { step: "damage" });
    expect(card.rolls.map((r) => [r.options.flavor, r.formula, r.total])).toEqual([
      ["Costs", "1d20", 11],
      ["Damage", "2d4", 3],
    ]);
  });
});

describe("the roll mode of an attack's message", () => {
  const gms = () => harness.game.users.filter((u) => u.isGM).map((u) => u.id);

  async function attackWith(attacker: Doc, target: Doc, who: "gm" | "player"): Promise<Card> {
    actAs(harness, who);
    diceBox.source = fixedDice([face(15, 20)]);
    await attacker.useTechnique(itemId(attacker, "Basic Unarmed"), { targetActorId: target.id });
    return lastCard();
  }

  it("is public by default", async () => {
    const [ino, sakura] = [await create(INO_SOURCE), await create({ ...INO_SOURCE, name: "Sakura" })];
    const card = await attackWith(ino, sakura, "gm");
    expect([card.whisper, card.blind]).toEqual([[], false]);
  });

  it("follows a private core roll mode: the GM's client posts the card whispered to the GMs and the player, and it stays so as its dice are added", async () => {
    const sakura = await create({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, [PLAYER]: 3 } });
    const ino = await create(INO_SOURCE);
    await harness.game.settings.set("core", "rollMode", "gmroll");
    const card = await attackWith(sakura, ino, "player");
    expect(gms()).toEqual([GM]);
    expect(card.author?.id).toBe(GM);
    expect(card.whisper).toEqual([...gms(), PLAYER]);
    expect(card.blind).toBe(false);
    expect(card.rolls).toHaveLength(1);
    diceBox.source = fixedDice([face(1, 20)]);
    await step(card, { step: "defend", choice: "dodge" });
    diceBox.source = fixedDice([face(2, 4), face(2, 4)]);
    await step(card, { step: "damage" }, "player");
    expect(card.rolls.map((r) => r.options.flavor)).toEqual(["Costs", "Defence", "Damage"]);
    expect(card.whisper).toEqual([...gms(), PLAYER]);
  });

  it("is registered by the system: the world setting shinobi.npcRollMode, public by default", () => {
    const config = harness.game.settings.settings.get("shinobi.npcRollMode");
    expect(config).toMatchObject({ scope: "world", default: "public" });
    expect(Object.keys(config?.choices ?? {})).toContain("gmroll");
  });

  it("with NPC rolls private, whispers an attack by an actor no player owns, while a player-owned actor's stays public", async () => {
    await harness.game.settings.set("shinobi", "npcRollMode", "gmroll");
    const rogue = await create({ ...INO_SOURCE, name: "Rogue ninja", ownership: { default: 0 } });
    const sakura = await create({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, [PLAYER]: 3 } });
    expect([rogue.hasPlayerOwner, sakura.hasPlayerOwner]).toEqual([false, true]);

    const npcCard = await attackWith(rogue, sakura, "gm");
    expect(npcCard.whisper).toEqual(gms());
    expect(npcCard.blind).toBe(false);
    // A player sees that the NPC rolled, not what.
    actAs(harness, "player");
    expect(npcCard.isContentVisible).toBe(false);

    const pcCard = await attackWith(sakura, rogue, "player");
    expect([pcCard.whisper, pcCard.blind]).toEqual([[], false]);
    // The GM using the player's actor rolls in the GM's own (public) mode too: the actor has a player owner.
    const byGm = await attackWith(sakura, rogue, "gm");
    expect(byGm.whisper).toEqual([]);
  });

  it("with NPC rolls blind, hides the NPC's card from everyone but the GMs", async () => {
    await harness.game.settings.set("shinobi", "npcRollMode", "blindroll");
    const rogue = await create({ ...INO_SOURCE, name: "Rogue ninja", ownership: { default: 0 } });
    const sakura = await create({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, [PLAYER]: 3 } });
    const card = await attackWith(rogue, sakura, "gm");
    expect([card.whisper, card.blind]).toEqual([gms(), true]);
  });
});
