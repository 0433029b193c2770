/** The part of Dice So Nice's `game.dice3d` API used here (its `Dice3D#showForRoll`). */
export interface DiceSoNiceApi {
  showForRoll(
    roll: Roll,
    user?: User.Implementation | null,
    synchronize?: boolean,
    users?: string[] | null,
    blind?: boolean,
    messageId?: string | null,
    speaker?: ChatMessage.SpeakerData | null,
  ): Promise<boolean>;
}

/** Dice So Nice's API when that module is active, otherwise undefined. */
export function diceSoNice(): DiceSoNiceApi | undefined {
  if (!("dice3d" in game)) return undefined;
  // Dice So Nice adds `game.dice3d` at runtime; fvtt-types knows nothing of the module.
  return game.dice3d as DiceSoNiceApi | undefined;
}

/** Longest the message update waits for dice to land before it is written anyway. */
export const DICE_SO_NICE_WAIT_MS = 10_000;

export interface AddRollsOptions {
  /** Who rolled, for Dice So Nice's colours; the current user by default. */
  user?: User.Implementation | null;
  /** How long to wait for the animation before writing the message regardless. */
  waitMs?: number;
}

/**
 * Throws `rolls` in 3D for everyone who may see `message`, one after another, as Dice So Nice
 * would for a new message (it only animates on creation, so rolls added later need this).
 * Whispered messages animate for their recipients only; blind ones as blind rolls.
 */
export async function showRollsWithDiceSoNice(message: ChatMessage.Implementation, rolls: readonly Roll[], user: User.Implementation | null = game.user ?? null): Promise<void> {
  const dice3d = diceSoNice();
  if (!dice3d) return;
  const recipients = message.whisper.filter((id): id is string => typeof id === "string");
  const whisper = recipients.length ? recipients : null;
  for (const roll of rolls) await dice3d.showForRoll(roll, user, true, whisper, message.blind, message.id, message.speaker);
}

/**
 * Adds `rolls` to an existing message (with any other `changes`, e.g. the re-rendered card) in one
 * update. With Dice So Nice active the dice are thrown first, so the result appears as they land;
 * a stuck animation holds the update back `waitMs` at most.
 */
export async function addRollsToMessage(
  message: ChatMessage.Implementation,
  rolls: readonly Roll[],
  changes: ChatMessage.UpdateData = {},
  { user = game.user ?? null, waitMs = DICE_SO_NICE_WAIT_MS }: AddRollsOptions = {},
): Promise<void> {
  if (rolls.length) await atMost(showRollsWithDiceSoNice(message, rolls, user), waitMs);
  await message.update({ ...changes, rolls: [...message.rolls, ...rolls] });
}

/** Waits for `promise`, but no longer than `ms`; an animation's failure never blocks the write. */
async function atMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([promise.catch((error: unknown) => console.error("Shinobi | Dice So Nice animation failed", error)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
