import { localize } from "../i18n";
import { gmQueue } from "./gm-queue";
import { errorText, tellUnwritten } from "./unwritten";

/**
 * Runs in the GM's queue a write a hook starts and nobody awaits (the clearing at a battle's end, a
 * board move's opening, the HP's conditions, the fight's copy of a GM's change). A failure would
 * otherwise be lost as an unhandled rejection; instead the GM is told what was not written
 * (`what`, a language key), to put it right by hand. What it returns settles when the task has,
 * never rejected, for a hook that waits on it.
 */
export function queueFollowUp(what: string, task: () => Promise<void>): Promise<void> {
  return gmQueue.run(task).catch((error: unknown) => {
    tellUnwritten("SHINOBI.FollowUp.unwritten", { what: localize(what), error: errorText(error) }, error);
  });
}
