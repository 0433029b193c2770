import { choiceField, htmlField, integerField } from "../../../fields";
import { DAMAGE_DICE_MAX, WEAPON_STRENGTH_MAX } from "../bounds";
import { WEAPON_REACHES, WEAPON_SIZES, WEAPON_STRENGTHS } from "../choices";
import { skillKeyField, skillKeyProblem } from "../fields";

const weaponSchema = () => {
  const { SchemaField, BooleanField } = foundry.data.fields;
  return {
    // C19: the damage rating XkY; a new weapon starts at the katana's 3k2, the one rating both books agree on.
    damage: new SchemaField({
      rolled: integerField(3, 0, DAMAGE_DICE_MAX, "SHINOBI.RollKeep.Weapon.rolled"),
      kept: integerField(2, 0, DAMAGE_DICE_MAX, "SHINOBI.RollKeep.Weapon.kept"),
    }),
    size: choiceField(WEAPON_SIZES, "medium", "SHINOBI.RollKeep.Weapon.size"),
    reach: choiceField(WEAPON_REACHES, "melee", "SHINOBI.RollKeep.Weapon.reach"),
    strength: choiceField(WEAPON_STRENGTHS, "wielder", "SHINOBI.RollKeep.Weapon.strength"),
    /** AT5: a bow's own Strength, read when `strength` is "own". */
    ownStrength: integerField(0, 0, WEAPON_STRENGTH_MAX, "SHINOBI.RollKeep.Weapon.ownStrength"),
    /** The house tags besides size (C19): [Reach] (a Strong Position, AT9), [Samurai] and [End] (G10). */
    tags: new SchemaField({
      reach: new BooleanField({ initial: false, label: "SHINOBI.RollKeep.Weapon.Tag.reach" }),
      samurai: new BooleanField({ initial: false, label: "SHINOBI.RollKeep.Weapon.Tag.samurai" }),
      end: new BooleanField({ initial: false, label: "SHINOBI.RollKeep.Weapon.Tag.end" }),
    }),
    /** The key of the skill it attacks with (AT1). */
    skill: skillKeyField("kenjutsu", "SHINOBI.RollKeep.Weapon.skill"),
    /** In hand: the weapon the character fights with (the first one wielded, when several are). */
    wielded: new BooleanField({ initial: false, label: "SHINOBI.RollKeep.Weapon.wielded" }),
    description: htmlField(),
  };
};

export type WeaponSchema = ReturnType<typeof weaponSchema>;

/** A roll-and-keep weapon: its damage rating, tags, and the skill it is used with. */
export class RkWeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "rkWeapon" } as const;

  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }

  /** The skill is named by its key, as the character's skills are. */
  static override validateJoint(data: { skill: string }): void {
    const problem = skillKeyProblem("skill", data.skill);
    if (problem) throw new Error(problem);
  }
}
