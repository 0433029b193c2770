import { templatePath } from "../../../constants";
import { actorByRef } from "../../../documents/actor-ref";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { skillKeyProblem } from "../data/fields";
import { startEffort, type EffortSetup } from "./effort";
import { rollkeepCharacters, type Partner } from "./partners";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type Trait = EffortSetup["rolled"]["trait"];

/** What the GM sets, as typed: the port and the setup check the rest. */
export interface EffortChoice {
  kind: EffortSetup["kind"];
  members: string[];
  skill: string;
  trait: string;
  tn: number;
  minimumPerRoll: number;
  setback: number;
}

const TRAITS = Object.values(RULESET_EXTRAS.rollkeep.ringTraits).flat();

/** The dialog's form read into a choice: a number left empty is 0, which the port refuses where it must not be. */
export function effortChoiceFromForm(data: FormData, was: EffortChoice): EffortChoice {
  const num = (name: string) => {
    const text = String(data.get(name) ?? "").trim();
    return text === "" ? 0 : Number(text);
  };
  return {
    kind: data.get("kind") === "cumulative" ? "cumulative" : "group",
    members: data.getAll("members").map(String),
    skill: String(data.get("skill") ?? was.skill).trim(),
    trait: String(data.get("trait") ?? was.trait),
    tn: num("tn"),
    minimumPerRoll: num("minimumPerRoll"),
    setback: num("setback"),
  };
}

/** The setup the choice makes, or the reason it cannot be made. */
export function setupOf(choice: EffortChoice): EffortSetup | string {
  const members = choice.members.flatMap((ref) => actorByRef(ref) ?? []);
  if (members.length === 0) return localize("SHINOBI.RollKeep.Effort.noMembers");
  const problem = skillKeyProblem("skill", choice.skill);
  if (problem) return problem;
  const trait = TRAITS.find((t): t is Trait => t === choice.trait);
  if (!trait) return localize("SHINOBI.RollKeep.Effort.noTrait");
  return {
    kind: choice.kind,
    members,
    rolled: { kind: "skill", skill: choice.skill, trait },
    label: `${choice.skill} / ${localize(`SHINOBI.RollKeep.Trait.${trait}`)}`,
    tn: choice.tn,
    terms: choice.kind === "cumulative" ? { minimumPerRoll: choice.minimumPerRoll, setback: choice.setback } : null,
  };
}

/**
 * The GM's roll for several characters at once (R13, R14): a group rolling one skill together,
 * each below the group's best rank adding it, against one TN; or a cumulative effort whose rolls
 * add up toward the GM's total, with a minimum a roll must reach and what a poorer one takes back.
 */
export class RkEffortDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "rollkeep", "rk-effort-dialog"],
    window: { title: "SHINOBI.RollKeep.Effort.title" },
    position: { width: 420 },
    form: { handler: RkEffortDialog.#start, closeOnSubmit: true },
  };

  static override PARTS = { form: { template: templatePath("rollkeep/roll/effort-dialog.hbs") } };

  choice: EffortChoice = { kind: "group", members: [], skill: "stealth", trait: "agility", tn: 15, minimumPerRoll: 10, setback: 0 };
  readonly candidates: Partner[];

  constructor() {
    super({});
    this.candidates = rollkeepCharacters();
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const setup = setupOf(this.choice);
    // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    return Object.assign(context, {
      choice: this.choice,
      cumulative: this.choice.kind === "cumulative",
      kinds: { group: localize("SHINOBI.RollKeep.Effort.group"), cumulative: localize("SHINOBI.RollKeep.Effort.cumulative") },
      traits: Object.fromEntries(TRAITS.map((t) => [t, localize(`SHINOBI.RollKeep.Trait.${t}`)])),
      candidates: this.candidates.map((c) => ({ ...c, checked: this.choice.members.includes(c.ref) })),
      problem: typeof setup === "string" ? setup : null,
    }) as never;
  }

  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    this.element.addEventListener("change", () => {
      this.choice = effortChoiceFromForm(new FormData(this.element as HTMLFormElement), this.choice);
      void this.render();
    });
  }

  static async #start(this: RkEffortDialog): Promise<void> {
    const setup = setupOf(this.choice);
    try {
      if (typeof setup === "string") throw new Error(setup);
      await startEffort(setup);
    } catch (error) {
      ui.notifications?.error(refusalError(error).message);
    }
  }
}
