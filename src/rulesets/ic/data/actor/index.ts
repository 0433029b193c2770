export { CharacterData } from "./character-data";
export { NpcData } from "./npc-data";
export { ShinobiActorData, SKILL_KEYS, type SkillKey } from "./shinobi-actor-data";
