import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, face, type Harness } from "../harness";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";
import { forgedRequests, PLAYER_ID } from "../fixtures/forged-requests";

/*
 * The table's grants on a player's roll (docs/rollkeep-play.md, "What the table gives"): free
 * raises, the situation's modifier, an attack's damage modifier and a strong position. A request
 * never asks past the rules' own bounds on them; a world that keeps them the GM's (the default)
 * refuses a player's request naming the one claimed; every grant shows on the card. A contest's
 * helpers are only those the requester owns.
 */
let harness: Harness;
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));
const NO_MODIFIER = { rolled: 0, kept: 0, flat: 0 };
const CALL = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: NO_MODIFIER };
const CHOICE = { trait: "agility", tn: null, raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, voidBoost: false, strive: false, focus: false, emphasis: "", modifier: NO_MODIFIER, retries: 0, wind: "", weather: "", difficultTerrain: 0 };

interface Message {
  content: string;
  flags: { shinobi?: { rkCard?: object; rkContest?: { sides: { grant?: object }[] } } };
}
const messages = () => [...harness.game.messages.values()] as unknown as Message[];

let ayame: ActorDouble;
let goro: ActorDouble;
let kenji: ActorDouble;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
  ayame = (await ActorDouble.create({ ...AYAME_SOURCE, ownership: { default: 0, [PLAYER_ID]: 3 }, system: { ...AYAME_SOURCE.system, wounds: 0 } })) as ActorDouble;
  goro = (await ActorDouble.create({ ...AYAME_SOURCE, name: "Goro", system: { ...AYAME_SOURCE.system, wounds: 0 } })) as ActorDouble;
  // Kenji is seen by everyone, owned by nobody but the GM.
  kenji = (await ActorDouble.create({ ...AYAME_SOURCE, name: "Kenji", ownership: { default: 2 }, system: { ...AYAME_SOURCE.system, wounds: 0 } })) as ActorDouble;
});

const attack = (call: object) => ({ actor: ayame.id, itemId: "katana0000000000", target: goro.id, call: { ...CALL, ...call }, rollMode: "publicroll" });
const contest = (choice: object, more: object = {}) => ({ actor: ayame.id, rolled: { kind: "skill", skill: "kenjutsu", trait: "agility" }, choice: { ...CHOICE, ...choice }, label: "Kenjutsu", helpers: [], ask: { against: goro.id }, ...more });

describe("the bounds of a grant a request may carry", () => {
  it.each([
    ["eleven free raises", { freeRaises: 11 }, /call\.freeRaises is not valid/],
    ["eleven free raises on the TN", { freeRaisesOnTn: 11 }, /call\.freeRaisesOnTn is not valid/],
    ["eleven more dice rolled", { modifier: { rolled: 11, kept: 0, flat: 0 } }, /call\.modifier\.rolled is not valid/],
    ["a flat +101", { modifier: { rolled: 0, kept: 0, flat: 101 } }, /call\.modifier\.flat is not valid/],
    ["eleven fewer damage dice kept", { damageModifier: { rolled: 0, kept: -11, flat: 0 } }, /call\.damageModifier\.kept is not valid/],
  ])("refuses an attack with %s even where players type grants", async (_label, call, reason) => {
    await harness.game.settings.set("shinobi", "rkTableGrants", "players");
    await forgedRequests(harness, "rkAttack").refused(attack(call), reason);
  });

  it("refuses a contest past the same bounds", async () => {
    await harness.game.settings.set("shinobi", "rkTableGrants", "players");
    const { refused } = forgedRequests(harness, "rkContest");
    await refused(contest({ freeRaises: 100 }), /choice\.freeRaises is not valid/);
    await refused(contest({ modifier: { rolled: 0, kept: 0, flat: 1000 } }), /choice\.modifier\.flat is not valid/);
  });
});

describe("a world where only the GM gives the table's grants (the default)", () => {
  it.each([
    ["free raises", { freeRaises: 1 }, /only the GM gives call\.freeRaises/],
    ["free raises on the TN", { freeRaisesOnTn: 1 }, /only the GM gives call\.freeRaisesOnTn/],
    ["a situation modifier", { modifier: { rolled: 0, kept: 0, flat: 5 } }, /only the GM gives call\.modifier/],
    ["a damage modifier", { damageModifier: { rolled: 1, kept: 1, flat: 0 } }, /only the GM gives call\.damageModifier/],
    ["a strong position", { circumstances: { ...CALL.circumstances, advantagedPosition: true } }, /only the GM gives call\.circumstances\.advantagedPosition/],
  ])("refuses a player's attack claiming %s, writing nothing", async (_label, call, reason) => {
    await forgedRequests(harness, "rkAttack").refused(attack(call), reason);
    expect(messages()).toHaveLength(0);
  });

  it("still takes a player's attack that claims none, and a penalty the attacker owns up to", async () => {
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1);
    const answer = await forgedRequests(harness, "rkAttack").send(attack({ circumstances: { ...CALL.circumstances, offHand: true } }));
    expect(answer?.ok).toBe(true);
    expect(messages().at(-1)?.content).not.toContain("Given by the table");
  });

  it("refuses a player's contest with a free raise or a modifier", async () => {
    const { refused } = forgedRequests(harness, "rkContest");
    await refused(contest({ freeRaises: 2 }), /only the GM gives choice\.freeRaises/);
    await refused(contest({ modifier: { rolled: 1, kept: 0, flat: 0 } }), /only the GM gives choice\.modifier/);
  });

  it("leaves the grants out of a player's attack dialog, and offers them to the GM", async () => {
    const { RollkeepAttackDialog } = await import("../../src/rulesets/rollkeep/attack");
    const html = async () => {
      const dialog = new RollkeepAttackDialog({ actor: ayame as never, itemId: "katana0000000000", target: goro as never }) as unknown as { render(): Promise<unknown>; html: string };
      await dialog.render();
      return dialog.html;
    };
    const asGm = await html();
    for (const name of ["freeRaises", "freeRaisesOnTn", "modFlat", "dmgFlat", "c.advantagedPosition"]) expect(asGm).toContain(`name="${name}"`);
    actAs(harness, "player");
    const asPlayer = await html();
    for (const name of ["freeRaises", "freeRaisesOnTn", "modFlat", "dmgFlat", "c.advantagedPosition"]) expect(asPlayer).not.toContain(`name="${name}"`);
    expect(asPlayer).toContain('name="c.offHand"');
    expect(asPlayer).toContain('name="raisesCalled"');
  });
});

describe("a world where players type what the GM grants", () => {
  it("takes the grants and shows every one on the attack card", async () => {
    await harness.game.settings.set("shinobi", "rkTableGrants", "players");
    diceBox.source = d10(9, 9, 9, 9, 1, 1, 1, 1, 1, 1);
    const call = { freeRaises: 2, freeRaisesOnTn: 1, modifier: { rolled: 1, kept: 0, flat: 5 }, damageModifier: { rolled: 0, kept: 0, flat: -2 }, circumstances: { ...CALL.circumstances, advantagedPosition: true } };
    expect((await forgedRequests(harness, "rkAttack").send(attack(call)))?.ok).toBe(true);
    const content = messages().at(-1)!.content;
    expect(content).toContain("Given by the table:");
    for (const line of ["free raises: 2", "free raises off the TN: 1", "situation +1k0+5", "damage −2", "strong position"]) expect(content).toContain(`<span class="rk-grant">${line}</span>`);
  });

  it("shows a contest side's grants on its card", async () => {
    await harness.game.settings.set("shinobi", "rkTableGrants", "players");
    // Open, so the side shows on the card at once (R2's blind contest keeps it back).
    await harness.game.settings.set("shinobi", "rkBlindContests", false);
    diceBox.source = d10(5, 5, 5, 5, 5, 5, 5, 5);
    expect((await forgedRequests(harness, "rkContest").send(contest({ modifier: { rolled: 0, kept: 0, flat: 3 } })))?.ok).toBe(true);
    const card = messages().at(-1)!;
    expect(card.flags.shinobi?.rkContest?.sides[0]?.grant).toEqual({ freeRaises: 0, freeRaisesOnTn: 0, modifier: { rolled: 0, kept: 0, flat: 3 } });
    expect(card.content).toContain('<span class="rk-grant">situation +3</span>');
  });
});

describe("a contest's helpers (R12)", () => {
  it("refuses a helper the player does not own, naming it, and takes one they own", async () => {
    await forgedRequests(harness, "rkContest").refused(contest({}, { helpers: [kenji.id] }), /helpers\.0 is a character you do not own/);
    expect(messages()).toHaveLength(0);
    await kenji.update({ ownership: { default: 2, [PLAYER_ID]: 3 } });
    diceBox.source = d10(5, 5, 5, 5, 5, 5, 5);
    expect((await forgedRequests(harness, "rkContest").send(contest({}, { helpers: [kenji.id] })))?.ok).toBe(true);
  });
});
