import { beforeEach, describe, expect, it } from "vitest";
import { actAs, writes, type ActorDouble, type Harness } from "../harness";
import { APPLICATION_INSTANCES } from "../harness/applications";
import type * as Details from "../../src/rulesets/degrees/conditions/details-dialog";
import { bootDegreesFight, dgActor, dgFight } from "./degrees-combat-helpers";

/**
 * The token HUD's details (M130 1, 16, 17): switching on Debilitated, Feinted or Flanked asks how
 * much and on what, or which attacker it favours, then puts it on as the `applyCondition` API does
 * (a player's through the GM's client), one effect write. Closing the dialog puts nothing on, a bad
 * field keeps it open with the reason, and every other status (and switching one off) is core's toggle.
 */
const PLAYER = "player0000000000";
let harness: Harness;
let details: typeof Details;

beforeEach(async () => {
  harness = await bootDegreesFight();
  details = await import("../../src/rulesets/degrees/conditions/details-dialog");
});

type Effect = { statuses: Set<string>; flags: { shinobi?: { condition?: Record<string, unknown> } } };
type Toggling = ActorDouble & { toggleStatusEffect(id: string, options?: { active?: boolean }): Promise<unknown> };
type Dialog = Details.ConditionDetailsDialog & { rendered: boolean; html: string; problem: string | null };
const conditionsOf = (actor: ActorDouble) => (actor.effects.contents as unknown as Effect[]).map((e) => e.flags.shinobi?.condition);
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);

/** The details dialog once it is drawn (the toggle awaits it). */
async function openedDialog(): Promise<Dialog> {
  for (let tick = 0; tick < 100; tick++) {
    for (const app of APPLICATION_INSTANCES.values()) if (app instanceof details.ConditionDetailsDialog && app.rendered) return app as unknown as Dialog;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error("No condition details dialog opened");
}

/** Submits the dialog's form with these fields, as its handler receives them. */
async function submit(dialog: Dialog, object: object): Promise<void> {
  await details.ConditionDetailsDialog.submitForm.call(dialog as never, new Event("submit"), {} as HTMLFormElement, { object });
}

describe("a detailed condition from the token HUD", () => {
  it("asks a debilitation's amount and scope, then puts it on in one effect write", async () => {
    const aiko = (await dgActor({ name: "Aiko" })) as Toggling;
    writes.reset();
    const toggled = aiko.toggleStatusEffect("debilitated");
    const dialog = await openedDialog();
    expect(dialog.html).toContain('name="amount"');
    expect(dialog.html).toContain('<option value="meleeAttack">Melee attacks</option>');
    await submit(dialog, { amount: 2, scope: "attack" });
    expect(await toggled).toBe(true);
    expect(conditionsOf(aiko)).toEqual([expect.objectContaining({ id: "debilitated", amount: 2, scope: "attack" })]);
    expect(trail()).toEqual(["ActiveEffect:create"]);
    expect(dialog.rendered).toBe(false);
  });

  it("keeps the dialog open with the field named when a value is refused, and puts nothing on when it is closed", async () => {
    const aiko = (await dgActor({ name: "Aiko" })) as Toggling;
    writes.reset();
    const toggled = aiko.toggleStatusEffect("debilitated");
    const dialog = await openedDialog();
    await submit(dialog, { amount: 11, scope: "all" });
    expect(dialog.rendered).toBe(true);
    expect(dialog.problem).toMatch(/amount/);
    await dialog.close();
    expect(await toggled).toBeUndefined();
    expect(conditionsOf(aiko)).toEqual([]);
    expect(writes.calls()).toBe(0);
  });

  it("offers the viewed fight's other fighters to a Flank, melee only by default, and favours the one picked", async () => {
    const aiko = (await dgActor({ name: "Aiko" })) as Toggling;
    const chief = await dgActor({ name: "Chief", type: "dgNpc" });
    const combat = await dgFight([aiko, chief], (i) => ({ initiative: [12, 8][i] }));
    (harness.game as unknown as { combat: unknown }).combat = combat;
    const toggled = aiko.toggleStatusEffect("flanked");
    const dialog = await openedDialog();
    expect(dialog.html).toContain(`<option value="${chief.id}">Chief</option>`);
    expect(dialog.html).not.toContain(`<option value="${aiko.id}">`);
    expect(dialog.html).toMatch(/name="meleeOnly" checked/);
    // Someone not in the fight is refused by name, and the dialog stays.
    await submit(dialog, { favours: "somebodyElse0000", meleeOnly: true });
    expect(dialog.problem).toMatch(/favours/);
    await submit(dialog, { favours: chief.id, meleeOnly: true });
    await toggled;
    expect(conditionsOf(aiko)).toEqual([expect.objectContaining({ id: "flanked", favours: chief.id, meleeOnly: true })]);
  });

  it("puts a Feint on against every attacker when none is picked; a player's goes through the GM's client", async () => {
    const aiko = (await dgActor({ name: "Aiko", owner: PLAYER })) as Toggling;
    actAs(harness, "player");
    try {
      const toggled = aiko.toggleStatusEffect("feinted");
      await submit(await openedDialog(), { favours: "", meleeOnly: false });
      await toggled;
    } finally {
      actAs(harness, "gm");
    }
    const [feint] = conditionsOf(aiko);
    expect(feint).toMatchObject({ id: "feinted", source: "Player" });
    expect(feint).not.toHaveProperty("favours");
    expect(feint).not.toHaveProperty("meleeOnly");
  });

  it("switches a detailed condition off, and any other status on, as core's toggle does, with no dialog", async () => {
    const aiko = (await dgActor({ name: "Aiko" })) as Toggling;
    const toggled = aiko.toggleStatusEffect("debilitated");
    await submit(await openedDialog(), { amount: 1, scope: "all" });
    await toggled;
    const before = APPLICATION_INSTANCES.size;
    expect(await aiko.toggleStatusEffect("debilitated")).toBe(false);
    expect(conditionsOf(aiko)).toEqual([]);
    await aiko.toggleStatusEffect("stunned");
    expect(conditionsOf(aiko)).toEqual([expect.objectContaining({ id: "stunned" })]);
    expect(await aiko.toggleStatusEffect("feinted", { active: false })).toBeUndefined();
    expect(APPLICATION_INSTANCES.size).toBe(before);
  });
});
