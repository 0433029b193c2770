import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { diceBox, face, writes, type Harness } from "../harness";
import { rkFight, rollkeepWorld, samurai, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * Grappling at the table (§11): a grapple started from the turn (a player's request, the GM's
 * client taking it through the port), the control contest as a grappled fighter's turn comes due,
 * the grapple actions, what the tracker shows and what each step writes.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
let harness: Harness;
let combat: RkCombatDoc & { grapple(id: string, step: string, target?: string | null): Promise<void> };
let ids: string[];
let count = 0;

const messages = () => [...harness.game.messages.values()] as unknown as { content?: string }[];
/** The grapple a combatant is in, as the fight reads it from its documents. */
const grappleOf = (i: number) => (combat.fighterOf(combat.combatants.get(ids[i]!)) as unknown as { state: { grapple: { participants: string[]; controller: string | null } | null } }).state.grapple;

async function send(payload: object, from = PLAYER): Promise<{ ok: boolean; error?: string } | undefined> {
  const id = `gr${(count += 1)}`;
  await harness.game.socket.sendAs(from, "system.shinobi", { type: "request", id, gm: GM, name: "rkTurn", payload: { combatId: combat.id, ...payload } });
  return harness.game.socket.answersTo(from).find((a) => a.id === id);
}

beforeEach(async () => {
  harness = await rollkeepWorld();
  // Mine (Reflexes 3) acts first; Jiujutsu 2 each; Theirs wears no armor: Armor TN 15, 15 without it.
  const mine = samurai("Mine", { reflexes: 3 }, { ownership: { default: 0, [PLAYER]: 3 } });
  const theirs = samurai("Theirs");
  for (const s of [mine, theirs]) (s.system as { skills: object[] }).skills.push({ key: "jiujutsu", rank: 2, emphases: [] });
  const fight = await rkFight(harness, [mine, theirs], [30, 20]);
  combat = fight.combat as typeof combat;
  ids = fight.ids;
  await combat.startCombat();
});

describe("grappling from the turn", () => {
  it("starts a grapple at another combatant on the player's request: one combatant batch and one message; both rows show it", async () => {
    const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
    // Mine: Jiujutsu 2 + Agility 2, 4k2 of 9, 8 → 17 against 15.
    diceBox.source = d10(9, 8, 1, 1);
    writes.reset();
    const answer = await send({ combatantId: ids[0], action: "grappleStart", target: ids[1] });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(trail()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect(grappleOf(0)).toMatchObject({ controller: grappleOf(0)!.participants[0] });
    expect(grappleOf(1)).toEqual(grappleOf(0));
    expect(messages().at(-1)!.content).toContain("Mine grapples Theirs (17 against TN 15) and takes control.");
    const rows = trackerContext(combat as never).rows as { name: string; conditions: { id: string; label: string }[] }[];
    expect(rows.map((r) => [r.name, r.conditions.find((c) => c.id === "grappled")?.label])).toEqual([["Mine", "grappling, in control"], ["Theirs", "grappled"]]);
  });

  it("refuses a grapple at oneself, at no one, or at someone not in the fight, writing nothing", async () => {
    for (const [target, reason] of [[ids[0], /target/], ["nobody0000000000", /target/], [undefined, /Name the combatant to grapple/]] as const) {
      writes.reset();
      const answer = await send({ combatantId: ids[0], action: "grappleStart", ...(target ? { target } : {}) });
      expect(answer?.ok).toBe(false);
      expect(answer?.error).toMatch(reason);
      expect(writes.calls()).toBe(0);
    }
  });

  it("runs the control contest as the grappled fighter's turn comes due, then lets the one in control throw the other Prone, ending it", async () => {
    diceBox.source = d10(9, 8, 1, 1);
    await combat.grapple(ids[0]!, "start", ids[1]!);
    // Theirs' turn: the contest, Jiujutsu 2 + Strength 2, 4k2 each: Mine 3, 3 → 6; Theirs 9, 9 → 18.
    diceBox.source = d10(3, 3, 1, 1, 9, 9, 1, 1);
    writes.reset();
    await combat.nextTurn();
    expect(trail()).toEqual(["Combat:update", "ChatMessage:create"]);
    expect(messages().at(-1)!.content).toContain("Control contest: Mine 6, Theirs 18. In control: Theirs.");
    expect(grappleOf(1)!.controller).toBe(grappleOf(1)!.participants[1]);
    // Theirs, now in control, throws Mine: a Complex Action (4e).
    writes.reset();
    await combat.grapple(ids[1]!, "throw");
    expect(grappleOf(0)).toBeNull();
    expect(grappleOf(1)).toBeNull();
    const mine = combat.combatants.get(ids[0]!)!;
    expect((mine as unknown as { actor: { effects: { contents: { statuses: Set<string> }[] } } }).actor.effects.contents.some((e) => e.statuses.has("prone"))).toBe(true);
    expect(messages().at(-1)!.content).toContain("Theirs throws Mine out of the grapple, Prone.");
  });

  it("refuses a grapple action by one who is not in control (4e), naming why", async () => {
    diceBox.source = d10(9, 8, 1, 1);
    await combat.grapple(ids[0]!, "start", ids[1]!);
    await expect(combat.grapple(ids[1]!, "break")).rejects.toThrow(/only the one controlling the grapple/);
  });
});
