import { gmQueue } from "../authority/gm-queue";
import { actorRef, type ActorRef } from "../documents/actor-ref";
import { localize } from "../i18n";

/**
 * What a ruleset's own combat shares when the port keeps its time (roll-and-keep's and degrees'
 * rounds): the moment the fight has reached, stored on the combat; the GM's client alone moving the
 * clock, through the GM's queue; and turns never stepped back, since what the clock did (rolls,
 * ticks, conditions ended) stands. Each ruleset says what one step of its clock is.
 */
export abstract class ClockedCombat<out SubType extends Combat.SubType = Combat.SubType> extends Combat<SubType> {
  /** The i18n key of the message refusing a step back. */
  protected abstract readonly noStepBackKey: string;

  /** One step of the clock, written: to the next turn, or (`wholeRound`) through every turn left to the next round's first. */
  protected abstract clockStep(wholeRound: boolean): Promise<void>;

  /** The moment the fight has reached, in the port's time. */
  get moment(): number {
    // The ruleset's Combat data model stores `moment`; a combat made before it has none yet.
    return (this.system as { moment?: number }).moment ?? 0;
  }

  requireGm(): void {
    if (!game.user?.isGM) throw new Error(localize("SHINOBI.Combat.gmOnly"));
  }

  /** The combatant fighting for this actor (by its reference: each unlinked token is its own), if any. */
  combatantOf(ref: ActorRef): Combatant.Implementation | undefined {
    return this.combatants.find((c) => !!c.actor && actorRef(c.actor) === ref);
  }

  override async nextTurn(): Promise<this> {
    this.requireGm();
    await gmQueue.run(() => this.clockStep(false));
    return this;
  }

  override async nextRound(): Promise<this> {
    this.requireGm();
    await gmQueue.run(() => this.clockStep(true));
    return this;
  }

  override async previousTurn(): Promise<this> {
    throw new Error(localize(this.noStepBackKey));
  }

  override async previousRound(): Promise<this> {
    throw new Error(localize(this.noStepBackKey));
  }
}
