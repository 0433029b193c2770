import { templatePath } from "../../../constants";
import { localize } from "../../../i18n";
import type { DuelStakes } from "./duel-steps";
import type { RkCombat } from "./rk-combat";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

const STAKES: readonly DuelStakes[] = ["firstBlood", "death"];

/** What the GM picked: the two duelists (combatant ids) and the stakes. */
export interface DuelPick {
  challenger: string;
  opponent: string;
  stakes: DuelStakes;
}

/** The reason a pick cannot start a duel, worded, or null when it can. */
export function duelPickProblem(combat: RkCombat, pick: DuelPick): string | null {
  const known = (id: string) => !!combat.combatants.get(id);
  if (!known(pick.challenger) || !known(pick.opponent)) return localize("SHINOBI.RollKeep.Duel.pickBoth");
  if (pick.challenger === pick.opponent) return localize("SHINOBI.RollKeep.Duel.pickTwo");
  return null;
}

/**
 * Two fighters of this combat made duelists: whichever has no initiative yet rolls it (a duel
 * orders its strikes by it), then the duel waits for its Assessment on the tracker (§10).
 */
export async function duelWithin(combat: RkCombat, pick: DuelPick): Promise<void> {
  const problem = duelPickProblem(combat, pick);
  if (problem) throw new Error(problem);
  const ids = [pick.challenger, pick.opponent];
  const unrolled = ids.filter((id) => combat.combatants.get(id)?.initiative === null);
  if (unrolled.length) await combat.rollInitiative(unrolled);
  await combat.startDuel(pick.challenger, pick.opponent, pick.stakes);
}

/**
 * The GM's "Duel" on the round tracker: a challenger and an opponent among the fight's
 * combatants and the stakes; the duel then starts as the macro starts one.
 */
export class RkDuelDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "rollkeep", "rk-duel-dialog"],
    window: { title: "SHINOBI.RollKeep.Duel.title" },
    position: { width: 340 },
    form: { handler: RkDuelDialog.#start, closeOnSubmit: true },
  };

  static override PARTS = { form: { template: templatePath("rollkeep/combat/duel-dialog.hbs") } };

  readonly combat: RkCombat;
  pick: DuelPick;

  constructor(options: { combat: RkCombat }) {
    super({});
    this.combat = options.combat;
    const [first, second] = options.combat.turns;
    this.pick = { challenger: first?.id ?? "", opponent: second?.id ?? "", stakes: "firstBlood" };
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const fighters = Object.fromEntries(this.combat.turns.map((c) => [c.id ?? "", c.name]));
    // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    return Object.assign(context, {
      fighters,
      stakes: Object.fromEntries(STAKES.map((s) => [s, localize(`SHINOBI.RollKeep.Duel.${s}`)])),
      pick: this.pick,
      problem: duelPickProblem(this.combat, this.pick),
    }) as never;
  }

  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    this.element.addEventListener("change", () => {
      this.pick = readPick(new FormData(this.element as HTMLFormElement), this.pick);
      void this.render();
    });
  }

  static async #start(this: RkDuelDialog): Promise<void> {
    try {
      await duelWithin(this.combat, this.pick);
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
    }
  }
}

/** The form's picks; stakes other than the two the rules know keep the last choice. */
export function readPick(data: FormData, last: DuelPick): DuelPick {
  const stakes = String(data.get("stakes") ?? "");
  return {
    challenger: String(data.get("challenger") ?? last.challenger),
    opponent: String(data.get("opponent") ?? last.opponent),
    stakes: STAKES.find((s) => s === stakes) ?? last.stakes,
  };
}
