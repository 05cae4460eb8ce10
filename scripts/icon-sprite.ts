/**
 * Writes public/icons.svg (scripts/icon-sprite-text.ts) from the project root. Run after changing
 * SPRITE_ICONS in components/ui/sprite-icon.tsx:
 *
 *   npx tsx scripts/icon-sprite.ts
 */
import { writeFileSync } from "node:fs";
import { SPRITE_ICONS } from "@/components/ui/sprite-icon";
import { iconSprite, SPRITE_FILE } from "./icon-sprite-text";

writeFileSync(SPRITE_FILE, iconSprite());
console.log(`wrote ${SPRITE_FILE} (${SPRITE_ICONS.length} icons)`);
