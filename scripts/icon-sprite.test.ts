import { readFileSync } from "node:fs";
import { SPRITE_ICONS } from "@/components/ui/sprite-icon";
import { iconSprite, SPRITE_FILE } from "./icon-sprite-text";

describe("icon sprite", () => {
  it("public/icons.svg is what scripts/icon-sprite.ts writes (run it after changing the icons)", () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(iconSprite());
  });

  it("has one symbol per icon name, each with a drawing", () => {
    const sprite = iconSprite();
    for (const name of SPRITE_ICONS) {
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="${name}" viewBox="0 0 24 24"[^>]*><(path|rect|circle|polyline|line)`,
        ),
      );
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(SPRITE_ICONS.length);
  });
});
