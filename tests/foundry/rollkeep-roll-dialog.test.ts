import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { ActorDouble, bootSystem, diceBox, face, writes, type Harness } from "../harness";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";

/*
 * The roll dialog with its odds (docs/rules-rollkeep.md, "The roll dialog"): the chance it shows
 * is the port's exact one and follows every raise called; a roll posts one message with the XkY
 * roll and a card, in the roller's roll mode, and writes the Void Points it spent in one update.
 */

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
});

type Choice = { trait: string; tn: number | null | undefined; raisesCalled: number; freeRaises: number; freeRaisesOnTn: number; voidBoost: boolean; strive: boolean; focus: boolean; emphasis: string; modifier: { rolled: number; kept: number; flat: number }; retries: number; wind: string; weather: string; difficultTerrain: number };
interface Dialog {
  choice: Choice;
  render(): Promise<unknown>;
  html: string;
  preview(): { chance: number | null; problem: string | null; prepared: { roll: { tn: { effective: number } | null } } | null };
  options: { form: { handler(this: unknown): Promise<void> } };
}

/** Ayame unhurt: Kenjutsu 3, Agility 3, Reflexes 3, Awareness 3, Void 2. */
const unhurt = () => ActorDouble.create({ ...AYAME_SOURCE, system: { ...AYAME_SOURCE.system, wounds: 0 } }) as unknown as Promise<ActorDouble & { system: { voidPoints: { value: number } } }>;

async function dialogFor(actor: ActorDouble, rolled: object): Promise<Dialog> {
  const { RollkeepRollDialog } = await import("../../src/rulesets/rollkeep/roll");
  const dialog = new RollkeepRollDialog({ actor: actor as never, rolled: rolled as never, heading: { label: "Kenjutsu", img: null } }) as unknown as Dialog;
  await dialog.render();
  return dialog;
}

const kenjutsu = { kind: "skill", skill: "kenjutsu", trait: "agility" };
const shownChance = (html: string) => /<strong class="chance">([^<]+)<\/strong>/.exec(html)?.[1];

describe("the roll dialog's odds", () => {
  it("shows the port's exact chance of reaching the TN, and a lower one with each raise called (R7, D10)", async () => {
    const ayame = await unhurt();
    const dialog = await dialogFor(ayame, kenjutsu);
    const { readState, rollkeepRolls } = await import("../../src/rulesets/rollkeep/state");
    const exact = (raisesCalled: number) => rollkeepRolls.chance(rollkeepRolls.prepare(readState(ayame as never).state, { rolled: kenjutsu as never, tn: 15, raises: { raisesCalled, freeRaises: 0, freeRaisesOnTn: 0 }, round: null }, RULESETS.rollkeep.options.defaults))!;
    expect(dialog.preview().chance).toBe(exact(0));
    expect(shownChance(dialog.html)).toBe(`${(exact(0) * 100).toFixed(1)}%`);
    expect(dialog.html).toMatch(/<strong class="pool">6k3<\/strong>/);
    dialog.choice = { ...dialog.choice, raisesCalled: 2 };
    await dialog.render();
    expect(dialog.preview().chance).toBe(exact(2));
    expect(exact(2)).toBeLessThan(exact(0));
    expect(dialog.html).toMatch(/<strong class="tn">25<\/strong> <em>= 15 \+10 raises<\/em>/);
    expect(shownChance(dialog.html)).toBe(`${(exact(2) * 100).toFixed(1)}%`);
  });

  it("shows chances a hand count agrees with: unskilled 3k3 never explodes (R4); 2k1 reaches 15 only through a ten (D2)", async () => {
    const ayame = await unhurt();
    // Iaijutsu 0 with Reflexes 3: 3d10 that never explode, all kept. Count the thousand throws reaching 20.
    let reach = 0;
    for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) for (let c = 1; c <= 10; c++) if (a + b + c >= 20) reach++;
    const unskilled = await dialogFor(ayame, { kind: "skill", skill: "iaijutsu", trait: "reflexes" });
    unskilled.choice = { ...unskilled.choice, tn: 20 };
    await unskilled.render();
    expect(unskilled.preview().chance).toBeCloseTo(reach / 1000, 12);
    expect(unskilled.html).toContain("(tens do not explode)");
    // Awareness 3k3 less 1k2 is 2k1: the kept die reaches 15 only as a ten and then 5 or more, 6% a die.
    const awareness = await dialogFor(ayame, { kind: "trait", trait: "awareness" });
    awareness.choice = { ...awareness.choice, modifier: { rolled: -1, kept: -2, flat: 0 } };
    await awareness.render();
    expect(awareness.preview().chance).toBeCloseTo(1 - 0.94 ** 2, 12);
    expect(shownChance(awareness.html)).toBe("11.6%");
  });

  it("shows why the rules refuse a roll, and offers no Roll button for it (R8)", async () => {
    const dialog = await dialogFor(await unhurt(), kenjutsu);
    dialog.choice = { ...dialog.choice, raisesCalled: 3 };
    await dialog.render();
    expect(dialog.html).toContain("This roll cannot be made (raisesCalled): 3 raises are more than a Void Ring of 2 allows.");
    expect(dialog.html).toMatch(/<button type="submit" disabled>/);
  });

  it("starts an attack roll at the target's Armor TN, and keeps following it until the player types a TN", async () => {
    const ayame = await unhurt();
    const bandit = await ActorDouble.create({ ...AYAME_SOURCE, name: "Bandit", system: { ...AYAME_SOURCE.system, traits: { ...AYAME_SOURCE.system.traits, reflexes: 2 } } });
    const { readState } = await import("../../src/rulesets/rollkeep/state");
    const dialog = await dialogFor(ayame, { kind: "attack", target: readState(bandit as never).state });
    // 5 + 5 × Reflexes 2 + the bandit's worn light armor 5.
    expect(dialog.preview().prepared?.roll.tn?.effective).toBe(20);
    expect(dialog.html).toContain('name="tn" value="20"');
    expect(dialog.html).toContain("<strong>Bandit</strong>");
    const { choiceFromForm } = await import("../../src/rulesets/rollkeep/roll/roll-choice");
    const form = (tn: string) => Object.assign(new FormData(), { get: (name: string) => (name === "tn" ? tn : null) });
    expect(choiceFromForm(form("20"), dialog.choice, 20).tn).toBeUndefined();
    expect(choiceFromForm(form("30"), dialog.choice, 20).tn).toBe(30);
    expect(choiceFromForm(form(""), dialog.choice, 20).tn).toBeNull();
  });
});

describe("a roll made from the dialog", () => {
  const messages = () => [...(harness.game.messages as unknown as Iterable<{ content: string; rolls: { total: number; formula: string }[]; whisper: string[] }>)];

  it("posts one message: the XkY roll from the dice as they fell, the TN's parts, the raises, the chance it had and the verdict", async () => {
    const ayame = await unhurt();
    const dialog = await dialogFor(ayame, kenjutsu);
    dialog.choice = { ...dialog.choice, raisesCalled: 1 };
    await dialog.render();
    const chance = shownChance(dialog.html);
    // 6k3: the first die's ten explodes onto it (10 + 4); kept 14, 8, 7.
    diceBox.source = fixedDice([10, 4, 7, 2, 8, 1, 3].map((v) => face(v, 10)));
    writes.reset();
    await dialog.options.form.handler.call(dialog);
    expect(messages()).toHaveLength(1);
    const [message] = messages();
    expect(message!.rolls.map((r) => [r.formula, r.total])).toEqual([["6k3", 29]]);
    expect(message!.content).toMatch(/<em>\(15 \+5 raises\)<\/em><\/span><strong class="tn">20<\/strong>/);
    expect(message!.content).toMatch(/<strong class="raises">1<\/strong>/);
    expect(message!.content).toContain(`<strong class="chance">${chance}</strong>`);
    expect(message!.content).toMatch(/rk-verdict success.*<strong class="margin">\+9<\/strong>/s);
    expect(message!.content).toContain("10+4 = 14");
    expect(writes.calls("update")).toBe(0);
  });

  it("spends the Void Point its +1k1 costs (V3) in one update, and follows the roller's roll mode", async () => {
    const ayame = await unhurt();
    await harness.game.settings.set("core", "rollMode", "gmroll");
    const dialog = await dialogFor(ayame, kenjutsu);
    dialog.choice = { ...dialog.choice, voidBoost: true };
    diceBox.source = fixedDice([5, 5, 5, 5, 5, 5, 5].map((v) => face(v, 10)));
    writes.reset();
    await dialog.options.form.handler.call(dialog);
    expect(writes.calls("update")).toBe(1);
    expect(ayame.system.voidPoints.value).toBe(1);
    const [message] = messages();
    expect(message!.rolls[0]!.formula).toBe("7k4");
    expect(message!.whisper).toEqual(["gm00000000000000"]);
  });
});

describe("retries, ground and weather in the roll dialog (R10, R15, R17)", () => {
  it("raises the TN of a retry by the world's step, per retry by default (R10)", async () => {
    const dialog = await dialogFor(await unhurt(), kenjutsu);
    dialog.choice = { ...dialog.choice, retries: 2 };
    await dialog.render();
    expect(dialog.preview().prepared?.roll.tn?.effective).toBe(35);
    expect(dialog.html).toMatch(/<strong class="tn">35<\/strong> <em>= 15 \+20 retries<\/em>/);
    await harness.game.settings.set("shinobi", "rkRetryGrowth", "once");
    await dialog.render();
    expect(dialog.preview().prepared?.roll.tn?.effective).toBe(25);
  });

  it("raises a spell's TN by the worse of wind and weather, and refuses weather on a roll it cannot reach (R15)", async () => {
    const ayame = await unhurt();
    const spell = await dialogFor(ayame, { kind: "spell", ring: "air", schoolRank: 1 });
    spell.choice = { ...spell.choice, wind: "gusts", weather: "storm" };
    await spell.render();
    expect(spell.preview().prepared?.roll.tn).toMatchObject({ weather: 10, effective: 25 });
    expect(spell.html).toContain('<option value="storm" selected>Storm (+10)</option>');
    const skill = await dialogFor(ayame, kenjutsu);
    skill.choice = { ...skill.choice, weather: "rain" };
    await skill.render();
    expect(skill.html).toContain("This roll cannot be made (weather): wind and weather only reach ranged attacks and spells.");
  });

  it("takes difficult ground off a physical roll's total, and refuses it on a mental one (R17)", async () => {
    const ayame = await unhurt();
    const dialog = await dialogFor(ayame, kenjutsu);
    dialog.choice = { ...dialog.choice, difficultTerrain: 10 };
    await dialog.render();
    expect(dialog.html).toMatch(/<strong class="pool">6k3 - 10<\/strong>/);
    expect(dialog.html).toContain('<option value="10" selected>−10 to the total</option>');
    dialog.choice = { ...dialog.choice, trait: "awareness" };
    await dialog.render();
    expect(dialog.html).toContain("This roll cannot be made (difficultTerrain): difficult ground only hampers physical rolls.");
  });
});
