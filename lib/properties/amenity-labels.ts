/** Readable names of amenity ids ("power_backup" → "Power backup"). Isomorphic. */
const LABELS: Record<string, string> = {
  lift: "Lift",
  power_backup: "Power backup",
  security: "24×7 security",
  cctv: "CCTV",
  gym: "Gym",
  swimming_pool: "Swimming pool",
  club_house: "Club house",
  park: "Park",
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

export function amenityLabel(id: string): string {
  const known = LABELS[id];
  if (known) return known;
  const words = id.replace(/[_-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : id;
}
