import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rules/registry";
import { bootSystem, useLanguage } from "../harness";
import { REPO } from "../harness/repo";
import { INO_SOURCE } from "../fixtures/actors";

// The IC basic actions are keyed by their English names in the rules' table; the table shows them in the world's language.
beforeEach(async () => {
  await bootSystem();
});
afterEach(() => useLanguage("en"));

const lang = (code: string) => JSON.parse(readFileSync(join(REPO, "lang", `${code}.json`), "utf8")) as { SHINOBI: { BasicAction: Record<string, string> } };

describe("the IC basic actions' names", () => {
  it("has a name in every language for each basic action of the rules, and no name for one the rules lack", async () => {
    const { basicActionKey } = await import("../../src/rulesets/ic/action-label");
    const keys = Object.keys(RULESETS.ic.basicActions).map((k) => basicActionKey(k).replace("SHINOBI.BasicAction.", "")).sort();
    for (const code of ["en", "pt-BR"]) expect(Object.keys(lang(code).SHINOBI.BasicAction).sort()).toEqual(keys);
    expect(basicActionKey("Take the Hit")).toBe("SHINOBI.BasicAction.takeTheHit");
    expect(basicActionKey("Multi-Throw")).toBe("SHINOBI.BasicAction.multiThrow");
  });

  it("offers them in the turn dialog in the world's language, a technique by its item's name", async () => {
    const { IcTurnDialog } = await import("../../src/rulesets/ic/combat");
    const actor = await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create(INO_SOURCE);
    const combat = (await (Combat as unknown as { create(d: object): Promise<unknown> }).create({
      type: "ic",
      system: { currentIc: 20 },
      combatants: [{ name: "Ino", type: "ic", actorId: actor.id, initiative: 20, system: { ap: 10 } }],
    })) as { combatants: { contents: { id: string }[] } };
    useLanguage("pt-BR");
    const dialog = new IcTurnDialog({ combat: combat as never, combatantId: combat.combatants.contents[0]!.id }) as unknown as { render(): Promise<unknown>; html: string };
    await dialog.render();
    expect(dialog.html).toContain(">Ataque Desarmado Básico (8)</option>");
    expect(dialog.html).toContain(">Receber o Golpe (6)</option>");
    expect(dialog.html).toContain(">Mind Body Switch (6)</option>");
    expect(dialog.html).not.toContain(">Basic Unarmed (8)</option>");
  });

  it("words a basic action in the world's language (the End IC summary, the timeline's markers, an interrupt's target), and leaves a technique's name as it is", async () => {
    const { actionLabel } = await import("../../src/rulesets/ic/action-label");
    useLanguage("pt-BR");
    expect(actionLabel("Basic Unarmed")).toBe("Ataque Desarmado Básico");
    expect(actionLabel("Perform Handseals")).toBe("Fazer Selos de Mão");
    expect(actionLabel("Mind Body Switch")).toBe("Mind Body Switch");
    // A name the rules' table has only as an inherited property is no basic action.
    expect(actionLabel("constructor")).toBe("constructor");
  });
});
