import { hash32 } from "../prng";

/** Real PIN code ranges per city (first and last code of the city's range, approximately). */
const PIN_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  delhi: [110001, 110096],
  mumbai: [400001, 400104],
  bangalore: [560001, 560103],
  hyderabad: [500001, 500096],
  chennai: [600001, 600119],
  kolkata: [700001, 700160],
  pune: [411001, 411062],
  ahmedabad: [380001, 380061],
  bhopal: [462001, 462047],
  indore: [452001, 452020],
  jabalpur: [482001, 482011],
  gwalior: [474001, 474012],
  gurgaon: [122001, 122018],
  faridabad: [121001, 121010],
  noida: [201301, 201318],
  ghaziabad: [201001, 201017],
  lucknow: [226001, 226031],
  kanpur: [208001, 208027],
  varanasi: [221001, 221011],
  agra: [282001, 282010],
  "navi-mumbai": [400701, 400710],
  thane: [400601, 400615],
  nagpur: [440001, 440037],
  nashik: [422001, 422013],
  surat: [395001, 395017],
  vadodara: [390001, 390025],
  jaipur: [302001, 302039],
  udaipur: [313001, 313004],
  jodhpur: [342001, 342015],
  chandigarh: [160001, 160036],
  ludhiana: [141001, 141017],
  amritsar: [143001, 143009],
  kochi: [682001, 682041],
  thiruvananthapuram: [695001, 695043],
  coimbatore: [641001, 641049],
  madurai: [625001, 625022],
  mysore: [570001, 570032],
  mangalore: [575001, 575030],
  goa: [403001, 403806],
  visakhapatnam: [530001, 530053],
  vijayawada: [520001, 520015],
  patna: [800001, 800030],
  bhubaneswar: [751001, 751030],
  guwahati: [781001, 781040],
  ranchi: [834001, 834012],
  raipur: [492001, 492015],
  dehradun: [248001, 248016],
  shimla: [171001, 171013],
  jammu: [180001, 180020],
};

/** A stable PIN code for a locality: same locality, same code, on every run. */
export function pincodeFor(citySlug: string, localitySlug: string): string | null {
  const range = PIN_RANGES[citySlug];
  if (!range) return null;
  const [first, last] = range;
  return String(first + (hash32(`${citySlug}/${localitySlug}`) % (last - first + 1)));
}
