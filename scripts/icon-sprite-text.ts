/**
 * The text of public/icons.svg, the sprite behind components/ui/sprite-icon.tsx: one <symbol>
 * per icon, drawn from the lucide component of the same name (stroke icons) or the brand glyphs
 * of the footer's social links (filled). Written by scripts/icon-sprite.ts.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  BadgeCheck,
  Briefcase,
  Building,
  Building2,
  Check,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  ClipboardCheck,
  Columns3,
  Compass,
  Expand,
  ExternalLink,
  Flag,
  HardHat,
  House,
  Landmark,
  LineChart,
  Mail,
  Map as MapIcon,
  MapPin,
  MessageSquare,
  Paintbrush,
  PencilRuler,
  Phone,
  Scale,
  Search,
  Send,
  Share2,
  ShieldCheck,
  Star,
  TrendingUp,
  TriangleAlert,
  UserCheck,
  UserRound,
  Users,
  Wrench,
  X,
  type LucideIcon,
} from "lucide-react";
import { SOCIAL_GLYPHS } from "@/components/layout/social-icons";
import { SPRITE_ICONS, type SpriteIconName } from "@/components/ui/sprite-icon";

const LUCIDE: Partial<Record<SpriteIconName, LucideIcon>> = {
  "badge-check": BadgeCheck,
  briefcase: Briefcase,
  building: Building,
  "building-2": Building2,
  check: Check,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-check": CheckCircle2,
  "clipboard-check": ClipboardCheck,
  "columns-3": Columns3,
  compass: Compass,
  expand: Expand,
  "external-link": ExternalLink,
  flag: Flag,
  "hard-hat": HardHat,
  house: House,
  landmark: Landmark,
  "line-chart": LineChart,
  mail: Mail,
  map: MapIcon,
  "map-pin": MapPin,
  "message-square": MessageSquare,
  paintbrush: Paintbrush,
  "pencil-ruler": PencilRuler,
  phone: Phone,
  scale: Scale,
  search: Search,
  send: Send,
  "share-2": Share2,
  "shield-check": ShieldCheck,
  star: Star,
  "trending-up": TrendingUp,
  "triangle-alert": TriangleAlert,
  "user-check": UserCheck,
  "user-round": UserRound,
  users: Users,
  wrench: Wrench,
  x: X,
};

const STROKE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The inside of a lucide icon's <svg> (its shapes), as rendered by lucide-react. */
function lucideShapes(icon: LucideIcon): string {
  const svg = renderToStaticMarkup(createElement(icon));
  const inner = svg.match(/^<svg[^>]*>([\s\S]*)<\/svg>$/);
  if (!inner) throw new Error(`unexpected lucide markup: ${svg.slice(0, 80)}`);
  return inner[1];
}

function symbol(name: SpriteIconName): string {
  const icon = LUCIDE[name];
  if (icon)
    return `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${lucideShapes(icon)}</symbol>`;
  const label = Object.keys(SOCIAL_GLYPHS).find((key) => `social-${key.toLowerCase()}` === name);
  const glyph = label ? SOCIAL_GLYPHS[label] : undefined;
  if (!glyph) throw new Error(`no drawing for sprite icon "${name}"`);
  return `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor"><path d="${glyph}"/></symbol>`;
}

/** The sprite file's text. */
export function iconSprite(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    ...SPRITE_ICONS.map(symbol),
    "</svg>",
    "",
  ].join("\n");
}

/** Where the sprite is kept, from the project root. */
export const SPRITE_FILE = "public/icons.svg";
