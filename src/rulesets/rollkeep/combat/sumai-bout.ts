import { recordingDice } from "../../../dice/recorded-dice";
import { templatePath } from "../../../constants";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { fighterOf } from "../attack/fighters";
import { rollkeepOptions } from "../options";

type Bout = ReturnType<typeof RULESET_EXTRAS.rollkeep.grapple.sumai>;

/** How a bout is fought: a stare-down first (Intimidation/Willpower), and which wrestler, if either, is the larger (+1k0). */
export interface SumaiHow {
  stareDown?: boolean;
  larger?: "first" | "second" | "";
}

/** The card's HTML: the stare-down, each exchange's totals (the winning one marked), and the winner or a draw. */
async function sumaiHtml(names: readonly [string, string], bout: Bout, winner: string | null, how: SumaiHow): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(templatePath("rollkeep/chat/sumai-card.hbs"), {
    names,
    larger: how.larger === "first" ? names[0] : how.larger === "second" ? names[1] : null,
    stareDown: bout.stareDown,
    exchanges: bout.exchanges.map((totals, i) => ({ n: i + 1, totals, last: i === bout.exchanges.length - 1 && winner !== null })),
    verdict: winner === null ? localize("SHINOBI.RollKeep.Sumai.draw") : format("SHINOBI.RollKeep.Sumai.wins", { name: winner }),
  });
}

/**
 * G6, O4: a sumai bout between two actors, run by the GM (`game.shinobi.rollkeep.sumaiBout`, the
 * pack's macro): each read as it stands (in the viewed fight, its fight's state), the port's bout
 * thrown on the GM's client, and one card with every total and the dice. It writes nothing else:
 * a bout is a sport, whose result the table narrates. A refusal (the same actor twice) posts nothing.
 */
export async function sumaiBout(first: Actor.Implementation, second: Actor.Implementation, how: SumaiHow = {}): Promise<Bout> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Combat.gmOnly"));
  const wrestlers = [fighterOf(first), fighterOf(second)] as const;
  const dice = recordingDice();
  let bout: Bout;
  try {
    bout = RULESET_EXTRAS.rollkeep.grapple.sumai(
      wrestlers.map((w) => w.state),
      [
        { id: wrestlers[0].state.id, larger: how.larger === "first" },
        { id: wrestlers[1].state.id, larger: how.larger === "second" },
      ],
      { stareDown: how.stareDown === true },
      rollkeepOptions(),
      dice,
    );
  } catch (error) {
    throw refusalError(error);
  }
  const names = [first.name ?? "", second.name ?? ""] as const;
  const winner = bout.winner === null ? null : names[bout.winner === wrestlers[0].state.id ? 0 : 1];
  const rolls = dice.take(localize("SHINOBI.RollKeep.Sumai.title"));
  await ChatMessage.implementation.create({ content: await sumaiHtml(names, bout, winner, how), rolls });
  return bout;
}
