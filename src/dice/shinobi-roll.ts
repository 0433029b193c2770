import { templatePath } from "../constants";

/** The system's Roll: chat cards come from the system's own template. */
export class ShinobiRoll extends Roll {
  static override CHAT_TEMPLATE = templatePath("chat/roll.hbs");
}
