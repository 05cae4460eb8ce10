import type { Amenity } from "@/lib/validation/property-enums";

export const AMENITY_LABELS: Record<Amenity, string> = {
  lift: "Lift",
  power_backup: "Power backup",
  security: "24×7 security",
  cctv: "CCTV",
  gym: "Gym",
  swimming_pool: "Swimming pool",
  club_house: "Club house",
  park: "Park / garden",
  play_area: "Children's play area",
  parking: "Parking",
  visitor_parking: "Visitor parking",
  gated: "Gated society",
  water_storage: "Water storage",
  rain_water_harvesting: "Rain water harvesting",
  intercom: "Intercom",
  fire_safety: "Fire safety",
  wifi: "Wi-Fi",
  ac: "Air conditioning",
};
