export { DgCharacterData } from "./character-data";
export { DgNpcData } from "./npc-data";
export { DegreesActorData } from "./degrees-actor-data";
export { ACCURACY_KEYS, ATTRIBUTE_KEYS, SKILL_KEYS } from "./keys";
