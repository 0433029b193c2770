export { RkSamuraiData } from "./samurai-data";
export { RkNpcData } from "./npc-data";
