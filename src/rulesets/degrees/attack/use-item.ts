import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { documentId, fieldOf, oneOf, record, RequestRefused } from "../../../authority/request-fields";
import { SYSTEM_ID } from "../../../constants";
import { recordingDice } from "../../../dice/recorded-dice";
import { applyRequesterRollMode, ROLL_MODES, userRollMode, type RollMode } from "../../../dice/roll-mode";
import { actorByRef, actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { mayGrantUnder } from "../../who-grants";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesOptions } from "../options";
import { degreesExtras, degreesRules, readCharacter } from "../state";
import type { DegreesCardState } from "./card-state";
import { shownToTarget } from "./card-answerers";
import { renderAttackCard } from "./card-view";
import { sceneAfterUse, storeSceneUse } from "../scene-use";
import { askAttackChoice } from "./choice-dialog";
import { readAttackChoice, type AttackChoice } from "./choice";
import { flankedOnBoard } from "./flanking";
import { boardDistanceMetres, hiddenOnBoard, requireSweepOnBoard, targetOnBoard } from "./board";
import { commands, declareMoment, fightOf, fighterActor, mountOf, partnerRoundOf, readFighter, requireCommand, writeFighters } from "./fighters";
import { requireTargetInReach } from "../../target-reach";
import { itemInput } from "../../../documents/item-input";
import { isOfType } from "../../../types/foundry-config";
import { attackObjectWith, type ObjectAimChoice, type ObjectRef } from "./object-attack";
import { askObjectChoice } from "./object-dialog";

type Dg = RulesetTypesOf<"degrees">;
type User = NonNullable<typeof game.user>;

export interface AttackUseOptions {
  /** The actor attacked (a world actor's id, or an unlinked token's actor UUID); the user's first targeted token unless given. */
  targetActorId?: string;
  /** The foes a sweep meets (M107), as `targetActorId`; the user's targeted tokens unless given. */
  targetActorIds?: string[];
  /** How the attack is made; asked in the choice dialog unless given (a macro's, a test's). */
  choice?: AttackChoice;
  /** An object attacked instead of a creature (M117, a macro's, a test's), with how the attack meets it; asked when the target holds objects and no `choice` is given. */
  object?: { at: ObjectRef; aim: ObjectAimChoice };
}

/**
 * What using an item did: an attack card opened, or why the item's use is not the card's (it
 * attacks no one, or nobody is targeted: the plain use of the item then; or the player cancelled).
 */
export type AttackUse = { opened: true } | { opened: false; why: "notAnAttack" | "noTarget" | "cancelled" };

/** The request a player's client sends the GM to open an attack. */
export const DG_ATTACK_REQUEST = "dgAttack";

/** The roles of the port's actions that open an attack at a target. */
const ATTACKING: ReadonlySet<Dg["action"]["role"]> = new Set(["attack", "maneuver", "feint"]);

/** The port's basic action a maneuver item names by its data (`flags.shinobi.maneuver`, the maneuvers pack's key), when that action attacks; never read from the item's name. */
function maneuverOfItem(item: Item.Implementation): Dg["action"] | null {
  const key = item.flags[SYSTEM_ID]?.maneuver;
  const action = typeof key === "string" && Object.hasOwn(degreesRules.basicActions, key) ? degreesRules.basicActions[key] : undefined;
  return action && ATTACKING.has(action.role) ? action : null;
}

/**
 * The action one of the actor's own items gives: the special maneuver or Feint the player chose
 * instead (M59, M78–M83), the maneuver a maneuvers-pack item stands for, else the item as stored;
 * refused if the item is not the actor's or gives none.
 */
function itemAction(actor: Actor.Implementation, itemId: string, maneuver?: AttackChoice["maneuver"]): { item: Item.Implementation; action: Dg["action"] } {
  const item = actor.items.get(itemId);
  let action: Dg["action"] | null = null;
  try {
    if (item && maneuver) action = degreesRules.basicActions[maneuver] ?? null;
    else action = item ? (maneuverOfItem(item) ?? degreesRules.actionFromItem(itemInput(item))) : null;
  } catch (error) {
    throw refusalError(error);
  }
  if (!item || !action) throw new Error(localize("SHINOBI.Turn.noAction"));
  return { item, action };
}

/** The actors of the user's targeted tokens (each token's own actor, for an unlinked one), each once. */
function targetedActors(): string[] {
  const refs: string[] = [];
  for (const token of game.user?.targets ?? []) if (token.actor && !refs.includes(actorRef(token.actor))) refs.push(actorRef(token.actor));
  return refs;
}

/** The most foes one sweep meets (M107): a crowd larger than this is a typo, not a battlefield. */
export const SWEEP_TARGETS_MAX = 12;

/** The foes a sweep may be offered against: the targets, when there are two or more and the attacker is large enough (M107); none otherwise. */
function sweepable(actor: Actor.Implementation, action: Dg["action"], targets: readonly string[]): number {
  if (targets.length < 2 || targets.length > SWEEP_TARGETS_MAX || action.attack?.attack.delivery !== "melee") return 0;
  return degreesExtras.maySweep(readCharacter(actor).state) ? targets.length : 0;
}

/**
 * Uses a weapon or technique against the targeted token: the choice dialog asks how the attack is
 * made, then the GM's client declares and opens it (a GM's own use goes the same way, through the
 * same checks). An item that attacks no one, or a use with nobody targeted, is not the card's.
 */
export async function useItem(actor: Actor.Implementation, itemId: string, options: AttackUseOptions = {}): Promise<AttackUse> {
  if (!game.user || !commands(actor, game.user)) throw new Error(localize("SHINOBI.Combat.notYours"));
  const { item, action } = itemAction(actor, itemId);
  if (!ATTACKING.has(action.role)) return { opened: false, why: "notAnAttack" };
  const targets = options.targetActorIds ?? (options.targetActorId ? [options.targetActorId] : targetedActors());
  if (options.object) return attackAnObject(actor, itemId, action, options.object);
  const target = targets[0];
  if (!target) return { opened: false, why: "noTarget" };
  // A target holding objects (a door, a cloud of smoke): the creature itself or one of them (M117).
  const atObject = options.choice ? null : await askObjectChoice(item.name ?? "", target);
  if (atObject === "cancelled") return { opened: false, why: "cancelled" };
  if (atObject?.object) return attackAnObject(actor, itemId, action, { at: atObject.object, aim: atObject.aim });
  const choice = options.choice ?? (await askAttackChoice(item.name ?? "", actorByRef(target)?.name ?? "", degreesExtras.strikeReach(readCharacter(actor).state, action), sweepable(actor, action, targets)));
  if (!choice) return { opened: false, why: "cancelled" };
  // A sweep names every foe it meets (M107); any other attack its one target.
  const aimed = choice.sweep ? { targets } : { target };
  await askGm(DG_ATTACK_REQUEST, { actor: actorRef(actor), itemId, ...aimed, choice, rollMode: userRollMode() });
  return { opened: true };
}

/** An attack at an object: the item's own attack only, a special maneuver or Feint being no attack at an object. */
async function attackAnObject(actor: Actor.Implementation, itemId: string, action: Dg["action"], object: NonNullable<AttackUseOptions["object"]>): Promise<AttackUse> {
  if (action.role !== "attack") return { opened: false, why: "notAnAttack" };
  await attackObjectWith(actor, itemId, object.at, object.aim);
  return { opened: true };
}

/** The foes a request aims at, read as untrusted: one `target`, or for a sweep 2 to SWEEP_TARGETS_MAX different `targets`; never the attacker. */
function requestTargets(request: Record<string, unknown>, sweep: boolean): Actor.Implementation[] {
  if (!sweep) {
    if (fieldOf(request, "targets") !== undefined) throw new RequestRefused("targets");
    return [fighterActor(fieldOf(request, "target"), "target")];
  }
  if (fieldOf(request, "target") !== undefined) throw new RequestRefused("target");
  const given = fieldOf(request, "targets");
  if (!Array.isArray(given) || given.length < 2 || given.length > SWEEP_TARGETS_MAX) throw new RequestRefused("targets");
  const targets = given.map((ref: unknown, i) => fighterActor(ref, `targets.${i}`));
  if (new Set(targets.map(actorRef)).size !== targets.length) throw new RequestRefused("targets");
  return targets;
}

/** The GM's side of a request to attack: every field read as an untrusted choice, the requester checked against the attacker. */
export async function handleAttackRequest(payload: unknown, requester: User): Promise<void> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Degrees.Attack.gmOnly"));
  const request = record(payload, "payload");
  const actor = fighterActor(fieldOf(request, "actor"), "actor");
  requireCommand(actor, requester);
  const itemId = documentId(fieldOf(request, "itemId"), "itemId");
  const choice = readAttackChoice(fieldOf(request, "choice"));
  requireDamageGrant(choice, requester);
  const targets = requestTargets(request, choice.sweep === true);
  // The rules would read one fighter twice; attacking oneself is no attack.
  if (targets.some((target) => actorRef(target) === actorRef(actor))) throw new RequestRefused(choice.sweep ? "targets" : "target");
  const rollMode = oneOf(fieldOf(request, "rollMode"), "rollMode", ROLL_MODES);
  await gmQueue.run(() => {
    // Read in the queue, as the fight stands: a hidden foe, or one on another scene, is no target for a player.
    const fight = fightOf(actor);
    targets.forEach((target, i) => requireTargetInReach(actor, target, fight, requester, choice.sweep ? `targets.${i}` : "target"));
    if (choice.opportunity) requireOpening(actor, targets, requester);
    return openAttack(actor, itemId, targets, choice, requester, rollMode);
  });
}

/**
 * A raise of the base damage (M32: Powerful Strike, an element's bonus) is nothing the sheet holds:
 * the table grants it, so a player's is refused naming the field unless the world lets players state
 * it (`dgTableGrants`); a lowering only costs the attacker and is always theirs.
 */
function requireDamageGrant(choice: AttackChoice, requester: User): void {
  if ((choice.damageAdjustment ?? 0) > 0 && !mayGrantUnder("dgTableGrants", requester)) throw new Error(format("SHINOBI.Degrees.Grant.gmOnly", { field: "choice.damageAdjustment" }));
}

/**
 * A player's opportunity attack needs the opening its target gave (M55), read from the fight: a
 * move that provokes, recorded this round on the target's combatant, and not one this attacker was
 * tumbled past or evaded (the port's `provokedThisRound`); refused naming the field otherwise.
 * Outside a fight nothing records a move, so only a GM makes one there. A GM's is the GM's
 * judgement of the board, as every opportunity attack was before the round kept a record.
 */
function requireOpening(actor: Actor.Implementation, targets: readonly Actor.Implementation[], requester: User): void {
  if (requester.isGM) return;
  const fight = fightOf(actor);
  const attacker = readFighter(actor).state;
  for (const target of targets) {
    const opened = fight !== null && degreesExtras.provokedThisRound(attacker, readFighter(target).state, degreesOptions());
    if (!opened) throw new Error(format("SHINOBI.Degrees.GmOnly.opportunity", { field: "choice.opportunity", name: target.name }));
  }
}

/**
 * Whether the target cannot see the attacker (M111): the attacker's token is hidden on the fight's
 * scene, or a GM says so. A player's word alone is refused naming the field: it only helps the one
 * claiming it, so the GM's client takes it from the board or the GM.
 */
function unseenAttacker(actor: Actor.Implementation, target: Actor.Implementation, stated: AttackChoice["around"], requester: User): boolean {
  if (hiddenOnBoard(actor, target)) return true;
  if (stated?.unseen !== true) return false;
  if (!requester.isGM) throw new RequestRefused("choice.around.unseen");
  return true;
}

/**
 * Whether a melee attack from the ground has a way up to a flier (M99): the board's say first, every
 * target's token higher than the attacker's and within the attack's reach (the port's
 * `reachesUpOnBoard`); past that, a way up (a wall run, a technique that stretches the arm) is the
 * GM's to grant, so a player's claim is refused naming the field.
 */
function reachesUp(actor: Actor.Implementation, targets: readonly Actor.Implementation[], action: Dg["action"], attacker: Dg["combatant"], stated: boolean, requester: User): boolean {
  const shown = targets.every((target) => {
    const board = targetOnBoard(actor, target);
    return board !== null && degreesExtras.reachesUpOnBoard(attacker, action, board);
  });
  if (shown) return true;
  if (!stated) return false;
  if (!requester.isGM) throw new Error(format("SHINOBI.Degrees.GmOnly.reachesUp", { field: "choice.reachesUp" }));
  return true;
}

/**
 * A ranged technique from the ground at a flier reaches half as far (M98): measured on the board
 * by the GM's client (the technique's range from its item, the distance from the tokens), refused
 * with both numbers beyond it. A technique with no range, or fighters with no tokens, are the GM's.
 */
function requireRangeFromGround(actor: Actor.Implementation, item: Item.Implementation, action: Dg["action"], attacker: Dg["combatant"], target: Dg["combatant"], targetActor: Actor.Implementation): void {
  if (action.attack?.attack.delivery === "melee" || !isOfType(item, "dgTechnique") || item.system.range.metres <= 0) return;
  const distance = boardDistanceMetres(actor, targetActor);
  const refused = distance === null ? null : degreesExtras.rangeFromGroundRefusal(attacker, target, item.system.range.metres, distance, degreesOptions());
  if (refused) throw refusalError(refused);
}

/** The attacker's Stealth check as the port rates it (M54): the sheet's rating with its size (M109) and what conditions add. */
function stealthOf(state: Dg["combatant"], options: Dg["options"]): number {
  return degreesRules.checks(state, options).find((c) => c.key === "stealth")?.bonus ?? 0;
}

/** An area attack at a rider reaches its mount too (M93, M102): the mount, read as it stands, checks against falling with its rider. */
function withRidersMount(flow: Dg["attack"], target: Dg["combatant"]): Dg["attack"] {
  const mount = flow.profile.delivery === "area" ? mountOf(target) : null;
  return mount ? degreesExtras.withMountHit(flow, target, mount.state, degreesOptions()) : flow;
}

/**
 * Declares and opens the attack on the GM's client, every fact re-read from the documents: the
 * item's action, both fighters, the moment (the attacker's own turn in a fight). The port pays the
 * chakra (refused when short) and the action, counts a use a scene, rolls 2d8 + accuracy, and settles at once what needs
 * no defence (a critical hit or failure, a defenceless target); the attacker is written in one
 * batch and the card posted with the dice. A refusal writes nothing and posts nothing.
 */
async function openAttack(actor: Actor.Implementation, itemId: string, targets: readonly Actor.Implementation[], choice: AttackChoice, requester: User, rollMode: RollMode): Promise<void> {
  const { item, action } = itemAction(actor, itemId, choice.maneuver);
  if (!ATTACKING.has(action.role)) throw new Error(localize("SHINOBI.Turn.noAction"));
  const options = degreesOptions();
  const attacker = readFighter(actor);
  const defenders = targets.map((target) => readFighter(target).state);
  // A technique limited a scene is counted first, and the count stored only once the attack is open (M4, M88).
  const scene = sceneAfterUse(actor, attacker.state, action);
  if (choice.sweep) requireSweepOnBoard(actor, targets, degreesExtras.strikeReach(attacker.state, action) ?? 0);
  else requireRangeFromGround(actor, item, action, attacker.state, defenders[0] as Dg["combatant"], targets[0] as Actor.Implementation);
  const dice = recordingDice();
  let declared: Dg["declared"];
  const opened: { flow: Dg["attack"]; damaged: Dg["attack"] | null; rolls: Roll[] }[] = [];
  try {
    const { mercyStrike, sneak, partnerActions, maneuver: _maneuver, sweep, around: stated, charge: run, reachesUp: claimsWayUp, ...chosen } = choice;
    // The request reader hands at least one target (requestTargets).
    const first = defenders[0] as Dg["combatant"];
    const target = targets[0] as Actor.Implementation;
    // What the table states around the target, and what the board shows, read from the tokens here:
    // flanked (M60; a sweep's targets are many), and an attacker whose token is hidden unseen (M111).
    const around = { ...stated, ...(unseenAttacker(actor, target, stated, requester) ? { unseen: true } : {}), ...(!sweep && flankedOnBoard(actor, target) ? { flanked: true } : {}) };
    // A Charge at a flier from the ground is a jump (M100), read from the fighters here, never from the request.
    const charge = run ? { runMetres: run.runMetres, ...(degreesExtras.jumpsAtFlier(attacker.state, first, options) ? { atFlier: true } : {}) } : undefined;
    // In a fight the partners' standard actions and shared limits are the fight's, counted here (M87, M88); outside one, as the player states them.
    const partners = partnerRoundOf(actor, attacker.state) ?? (partnerActions ? { partnerActions } : {});
    // A mercy strike's victim is the target as the GM's client reads it now (M61); a sneak attack's Stealth is the attacker's sheet's (M54).
    // A way up to a flier (M99) is the board's or a GM's, never a player's word alone.
    const wayUp = reachesUp(actor, targets, action, attacker.state, claimsWayUp === true, requester);
    declared = degreesRules.declare(attacker.state, action, { at: declareMoment(actor), ...chosen, ...(wayUp ? { reachesUp: true } : {}), ...(charge ? { charge } : {}), ...(around ? { around } : {}), ...partners, ...(mercyStrike ? { mercyStrike: { victim: first } } : {}), ...(sneak ? { sneak: { stealth: stealthOf(attacker.state, options) } } : {}) }, options, dice);
    // A rider flying by mount attacks with the mount's flight (M101). A sweep's one check meets every foe (M107); any other attack its one target.
    const opening = degreesExtras.flightByMount(declared.actor, mountOf(declared.actor)?.state ?? null, options);
    const flows = sweep ? degreesExtras.openSweep(opening, declared, defenders, options, dice) : [withRidersMount(degreesRules.attack.open(opening, declared, { targetId: actorRef(target) }, first, options, dice), first)];
    flows.forEach((flow, i) => {
      // One flow per defender, in their order (openSweep keeps it).
      const damaged = degreesRules.attack.stage(flow).awaitsDamage ? degreesRules.attack.damage(flow, declared.actor, defenders[i] as Dg["combatant"], null, options, dice, true) : null;
      // Each card carries the dice rolled for it: the first the check, each its own damage.
      opened.push({ flow, damaged, rolls: dice.take(localize("SHINOBI.Degrees.Attack.attackRoll")) });
    });
  } catch (error) {
    throw refusalError(error);
  }
  await writeFighters([{ read: attacker, after: declared.actor }]);
  await storeSceneUse(scene);
  // A maneuver made instead of the item's own attack is named on the card as the maneuver.
  const name = choice.maneuver ? localize(`SHINOBI.Degrees.BasicAction.${choice.maneuver}`) : (item.name ?? "");
  for (const { flow, damaged, rolls } of opened) {
    const card: DegreesCardState = { item: { name, img: item.img ?? "" }, flow, damaged, landed: null };
    const content = await renderAttackCard(card, rolls);
    const data: ChatMessage.CreateData = { content, speaker: ChatMessage.implementation.getSpeaker({ actor }), rolls, flags: { [SYSTEM_ID]: { degreesCard: card } } };
    // Whatever the attacker's roll mode hides, the target's side sees the card it must answer.
    const shown = applyRequesterRollMode(data, actor, rollMode, requester);
    await ChatMessage.implementation.create({ ...shown, ...shownToTarget(Array.isArray(shown.whisper) ? shown.whisper : null, flow.targetId) });
  }
}
