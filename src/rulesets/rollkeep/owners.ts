/** The users who may see what only an actor's side should: its owners and the GMs (a whisper's recipients). */
export function ownersAndGms(actor: Actor.Implementation | null): string[] {
  const ids: string[] = [];
  for (const user of game.users ?? []) if (user.id && (user.isGM || actor?.testUserPermission(user, "OWNER"))) ids.push(user.id);
  return ids;
}
