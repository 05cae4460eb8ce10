/**
 * Indian cities and localities used for search, listing forms, price estimates and the offline
 * reverse geocoder. Coordinates are real (approximate, 4 decimals); rates are indicative
 * city-wide averages in ₹ per sq ft (sale) and ₹ per sq ft per month (rent).
 * Isomorphic: no server imports.
 */

export type LocalityRecord = {
  name: string;
  slug: string;
  lat: number;
  lon: number;
  /** Price level relative to the city average (roughly 0.6–1.8). */
  priceFactor: number;
};

export type CityRecord = {
  name: string;
  slug: string;
  state: string;
  stateSlug: string;
  lat: number;
  lon: number;
  aliases: string[];
  popular: boolean;
  /** Average sale rate, ₹ per sq ft. */
  saleRatePerSqft: number;
  /** Average monthly rent, ₹ per sq ft. */
  rentRatePerSqftMonth: number;
  localities: LocalityRecord[];
};

/** [name, lat, lon, priceFactor] */
type LocalitySeed = readonly [name: string, lat: number, lon: number, priceFactor: number];

type CitySeed = {
  name: string;
  state: string;
  lat: number;
  lon: number;
  aliases?: string[];
  popular?: boolean;
  sale: number;
  rent: number;
  localities: readonly LocalitySeed[];
};

/** Lower-case kebab-case slug ("HITEC City" → "hitec-city"). */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function buildCity(seed: CitySeed): CityRecord {
  return {
    name: seed.name,
    slug: slugify(seed.name),
    state: seed.state,
    stateSlug: slugify(seed.state),
    lat: seed.lat,
    lon: seed.lon,
    aliases: seed.aliases ?? [],
    popular: seed.popular ?? false,
    saleRatePerSqft: seed.sale,
    rentRatePerSqftMonth: seed.rent,
    localities: seed.localities.map(([name, lat, lon, priceFactor]) => ({
      name,
      slug: slugify(name),
      lat,
      lon,
      priceFactor,
    })),
  };
}

const CITY_SEEDS: readonly CitySeed[] = [
  // ---------------------------------------------------------------- popular metros
  {
    name: "Delhi",
    state: "Delhi",
    lat: 28.6139,
    lon: 77.209,
    aliases: ["New Delhi", "Dilli", "NCT Delhi"],
    popular: true,
    sale: 14000,
    rent: 35,
    localities: [
      ["Connaught Place", 28.6315, 77.2167, 1.8],
      ["Vasant Kunj", 28.52, 77.159, 1.4],
      ["Dwarka", 28.5921, 77.046, 0.9],
      ["Rohini", 28.7495, 77.0565, 0.8],
      ["Saket", 28.5245, 77.2066, 1.5],
      ["Greater Kailash", 28.5482, 77.238, 1.7],
      ["Lajpat Nagar", 28.5677, 77.2433, 1.3],
      ["Janakpuri", 28.6219, 77.0878, 0.95],
      ["Mayur Vihar", 28.6077, 77.2937, 0.85],
      ["Pitampura", 28.699, 77.1385, 0.95],
      ["Karol Bagh", 28.6519, 77.1909, 1.1],
      ["Hauz Khas", 28.5494, 77.2001, 1.6],
      ["Uttam Nagar", 28.6219, 77.055, 0.6],
      ["Laxmi Nagar", 28.6304, 77.2772, 0.7],
    ],
  },
  {
    name: "Mumbai",
    state: "Maharashtra",
    lat: 19.076,
    lon: 72.8777,
    aliases: ["Bombay"],
    popular: true,
    sale: 25000,
    rent: 65,
    localities: [
      ["Bandra West", 19.0596, 72.8295, 1.8],
      ["Andheri West", 19.1364, 72.8296, 1.2],
      ["Andheri East", 19.1136, 72.8697, 1.05],
      ["Powai", 19.1176, 72.906, 1.15],
      ["Worli", 19.0176, 72.8162, 1.8],
      ["Lower Parel", 18.9953, 72.83, 1.7],
      ["Juhu", 19.1075, 72.8263, 1.7],
      ["Goregaon", 19.1663, 72.8526, 0.95],
      ["Malad", 19.1874, 72.8484, 0.85],
      ["Borivali", 19.2307, 72.8567, 0.8],
      ["Chembur", 19.0522, 72.9005, 0.95],
      ["Colaba", 18.9067, 72.8147, 1.8],
      ["Kandivali", 19.2047, 72.852, 0.8],
      ["Mulund", 19.1726, 72.9425, 0.75],
      ["Ghatkopar", 19.079, 72.908, 0.9],
    ],
  },
  {
    name: "Bangalore",
    state: "Karnataka",
    lat: 12.9716,
    lon: 77.5946,
    aliases: ["Bengaluru", "Bangaluru"],
    popular: true,
    sale: 9000,
    rent: 30,
    localities: [
      ["Koramangala", 12.9352, 77.6245, 1.6],
      ["Indiranagar", 12.9784, 77.6408, 1.7],
      ["Whitefield", 12.9698, 77.75, 1.05],
      ["Electronic City", 12.8452, 77.6602, 0.7],
      ["HSR Layout", 12.9121, 77.6446, 1.35],
      ["Jayanagar", 12.9308, 77.5838, 1.45],
      ["Marathahalli", 12.9569, 77.7011, 0.95],
      ["Hebbal", 13.0358, 77.597, 1.2],
      ["Sarjapur Road", 12.9105, 77.686, 0.95],
      ["JP Nagar", 12.9063, 77.5857, 1.15],
      ["Yelahanka", 13.1007, 77.5963, 0.8],
      ["Malleshwaram", 13.0031, 77.5643, 1.5],
      ["Bellandur", 12.926, 77.6762, 1.1],
      ["Banashankari", 12.9255, 77.5468, 1.0],
    ],
  },
  {
    name: "Hyderabad",
    state: "Telangana",
    lat: 17.385,
    lon: 78.4867,
    aliases: ["Cyberabad", "Bhagyanagar"],
    popular: true,
    sale: 7500,
    rent: 25,
    localities: [
      ["Gachibowli", 17.4401, 78.3489, 1.3],
      ["HITEC City", 17.4435, 78.3772, 1.35],
      ["Banjara Hills", 17.4156, 78.4347, 1.7],
      ["Jubilee Hills", 17.4326, 78.4071, 1.8],
      ["Kondapur", 17.4622, 78.3568, 1.15],
      ["Madhapur", 17.4483, 78.3915, 1.3],
      ["Kukatpally", 17.4849, 78.4138, 0.95],
      ["Miyapur", 17.4968, 78.3614, 0.8],
      ["Manikonda", 17.4032, 78.3866, 0.95],
      ["Secunderabad", 17.4399, 78.4983, 0.9],
      ["LB Nagar", 17.3457, 78.5522, 0.75],
      ["Kompally", 17.536, 78.484, 0.7],
      ["Narsingi", 17.3861, 78.3563, 1.05],
    ],
  },
  {
    name: "Chennai",
    state: "Tamil Nadu",
    lat: 13.0827,
    lon: 80.2707,
    aliases: ["Madras"],
    popular: true,
    sale: 8000,
    rent: 24,
    localities: [
      ["Adyar", 13.0012, 80.2565, 1.6],
      ["Anna Nagar", 13.085, 80.2101, 1.5],
      ["T Nagar", 13.0418, 80.2341, 1.7],
      ["Velachery", 12.9815, 80.218, 1.1],
      ["Sholinganallur", 12.901, 80.2279, 0.9],
      ["Porur", 13.0382, 80.1565, 0.95],
      ["Tambaram", 12.9249, 80.1, 0.7],
      ["Mylapore", 13.0368, 80.2676, 1.7],
      ["Nungambakkam", 13.0569, 80.2425, 1.75],
      ["Besant Nagar", 13.0002, 80.2668, 1.65],
      ["Perambur", 13.1187, 80.233, 0.8],
      ["Guindy", 13.0067, 80.2206, 1.2],
      ["Medavakkam", 12.9171, 80.1923, 0.75],
    ],
  },
  {
    name: "Kolkata",
    state: "West Bengal",
    lat: 22.5726,
    lon: 88.3639,
    aliases: ["Calcutta"],
    popular: true,
    sale: 6500,
    rent: 18,
    localities: [
      ["Salt Lake", 22.5867, 88.4171, 1.3],
      ["New Town", 22.5958, 88.4795, 1.05],
      ["Ballygunge", 22.5285, 88.3659, 1.7],
      ["Park Street", 22.553, 88.3525, 1.8],
      ["Alipore", 22.5293, 88.3321, 1.8],
      ["Behala", 22.4983, 88.31, 0.75],
      ["Tollygunge", 22.498, 88.346, 1.0],
      ["Garia", 22.4624, 88.3923, 0.75],
      ["Rajarhat", 22.62, 88.45, 0.95],
      ["Dum Dum", 22.63, 88.42, 0.8],
      ["Jadavpur", 22.4955, 88.3709, 0.95],
      ["Kasba", 22.517, 88.387, 0.95],
    ],
  },
  {
    name: "Pune",
    state: "Maharashtra",
    lat: 18.5204,
    lon: 73.8567,
    aliases: ["Poona"],
    popular: true,
    sale: 8500,
    rent: 25,
    localities: [
      ["Koregaon Park", 18.5362, 73.894, 1.6],
      ["Hinjewadi", 18.5913, 73.7389, 0.9],
      ["Baner", 18.559, 73.7868, 1.2],
      ["Kharadi", 18.5515, 73.9348, 1.05],
      ["Wakad", 18.5993, 73.7625, 0.95],
      ["Viman Nagar", 18.5679, 73.9143, 1.25],
      ["Hadapsar", 18.5089, 73.926, 0.85],
      ["Aundh", 18.559, 73.8077, 1.3],
      ["Kothrud", 18.5074, 73.8077, 1.2],
      ["Wagholi", 18.5808, 73.9787, 0.65],
      ["Shivaji Nagar", 18.5308, 73.8475, 1.35],
      ["Magarpatta", 18.5158, 73.9272, 1.05],
      ["Pimple Saudagar", 18.5983, 73.7963, 0.95],
    ],
  },
  {
    name: "Ahmedabad",
    state: "Gujarat",
    lat: 23.0225,
    lon: 72.5714,
    aliases: ["Amdavad", "Karnavati"],
    popular: true,
    sale: 5500,
    rent: 15,
    localities: [
      ["Satellite", 23.027, 72.517, 1.35],
      ["Bopal", 23.0333, 72.4633, 0.9],
      ["Thaltej", 23.0497, 72.5115, 1.3],
      ["Prahlad Nagar", 23.012, 72.5108, 1.45],
      ["Vastrapur", 23.0368, 72.529, 1.4],
      ["Navrangpura", 23.037, 72.56, 1.4],
      ["Maninagar", 22.9962, 72.602, 0.85],
      ["Chandkheda", 23.11, 72.585, 0.8],
      ["Gota", 23.102, 72.547, 0.85],
      ["Bodakdev", 23.04, 72.507, 1.5],
      ["Naranpura", 23.057, 72.555, 1.1],
      ["Nikol", 23.048, 72.668, 0.7],
    ],
  },
  // ---------------------------------------------------------------- Madhya Pradesh
  {
    name: "Bhopal",
    state: "Madhya Pradesh",
    lat: 23.2599,
    lon: 77.4126,
    aliases: [],
    sale: 4200,
    rent: 10,
    localities: [
      ["Arera Colony", 23.212, 77.433, 1.5],
      ["MP Nagar", 23.2332, 77.4343, 1.4],
      ["Kolar Road", 23.175, 77.415, 0.9],
      ["Hoshangabad Road", 23.185, 77.458, 0.85],
      ["Shahpura", 23.197, 77.427, 1.2],
      ["Bairagarh", 23.2786, 77.3369, 0.8],
      ["Ayodhya Bypass", 23.2845, 77.464, 0.8],
      ["Awadhpuri", 23.231, 77.485, 0.75],
      ["TT Nagar", 23.239, 77.399, 1.2],
      ["Gulmohar Colony", 23.198, 77.437, 1.3],
      ["Bawadiya Kalan", 23.179, 77.443, 0.9],
      ["Kohefiza", 23.27, 77.385, 0.9],
      ["Misrod", 23.169, 77.474, 0.75],
    ],
  },
  {
    name: "Indore",
    state: "Madhya Pradesh",
    lat: 22.7196,
    lon: 75.8577,
    aliases: [],
    sale: 5000,
    rent: 12,
    localities: [
      ["Vijay Nagar", 22.7511, 75.895, 1.4],
      ["Palasia", 22.7242, 75.8836, 1.5],
      ["Rau", 22.638, 75.811, 0.7],
      ["Bhawarkua", 22.6935, 75.8674, 1.0],
      ["Nipania", 22.765, 75.917, 1.1],
      ["Rajendra Nagar", 22.676, 75.831, 0.85],
      ["Sukhliya", 22.764, 75.872, 0.9],
      ["Bicholi Mardana", 22.7, 75.93, 0.85],
      ["Mahalakshmi Nagar", 22.768, 75.904, 1.2],
      ["Super Corridor", 22.78, 75.84, 0.8],
      ["Annapurna", 22.695, 75.835, 0.95],
      ["Silicon City", 22.658, 75.828, 0.7],
      ["Rajwada", 22.7183, 75.8547, 1.2],
      ["Khajrana", 22.732, 75.906, 0.9],
    ],
  },
  {
    name: "Jabalpur",
    state: "Madhya Pradesh",
    lat: 23.1815,
    lon: 79.9864,
    aliases: [],
    sale: 3500,
    rent: 8,
    localities: [
      ["Napier Town", 23.1669, 79.9338, 1.4],
      ["Wright Town", 23.1686, 79.94, 1.35],
      ["Vijay Nagar", 23.187, 79.907, 1.0],
      ["Adhartal", 23.213, 79.952, 0.8],
      ["Madan Mahal", 23.156, 79.918, 1.1],
      ["Civil Lines", 23.16, 79.945, 1.3],
    ],
  },
  {
    name: "Gwalior",
    state: "Madhya Pradesh",
    lat: 26.2183,
    lon: 78.1828,
    aliases: [],
    sale: 3800,
    rent: 8,
    localities: [
      ["City Centre", 26.204, 78.195, 1.4],
      ["Lashkar", 26.2, 78.16, 1.0],
      ["Thatipur", 26.213, 78.207, 1.1],
      ["Morar", 26.227, 78.227, 0.85],
      ["Gola Ka Mandir", 26.228, 78.21, 0.95],
      ["DD Nagar", 26.247, 78.19, 0.8],
    ],
  },
  // ---------------------------------------------------------------- NCR
  {
    name: "Gurgaon",
    state: "Haryana",
    lat: 28.4595,
    lon: 77.0266,
    aliases: ["Gurugram"],
    sale: 12000,
    rent: 32,
    localities: [
      ["DLF Phase 1", 28.472, 77.096, 1.5],
      ["Sohna Road", 28.41, 77.043, 0.9],
      ["Golf Course Road", 28.449, 77.098, 1.7],
      ["Sector 57", 28.423, 77.083, 1.0],
      ["Palam Vihar", 28.505, 77.036, 0.95],
      ["Sushant Lok", 28.464, 77.08, 1.2],
      ["MG Road", 28.479, 77.08, 1.3],
    ],
  },
  {
    name: "Faridabad",
    state: "Haryana",
    lat: 28.4089,
    lon: 77.3178,
    aliases: [],
    sale: 5500,
    rent: 14,
    localities: [
      ["Sector 15", 28.3967, 77.3234, 1.2],
      ["NIT", 28.383, 77.298, 0.9],
      ["Greater Faridabad", 28.4, 77.36, 0.9],
      ["Ballabgarh", 28.341, 77.321, 0.75],
      ["Old Faridabad", 28.413, 77.308, 0.85],
      ["Surajkund", 28.4836, 77.2826, 1.3],
    ],
  },
  {
    name: "Noida",
    state: "Uttar Pradesh",
    lat: 28.5355,
    lon: 77.391,
    aliases: [],
    sale: 7500,
    rent: 20,
    localities: [
      ["Sector 18", 28.5708, 77.3261, 1.4],
      ["Sector 62", 28.6273, 77.3725, 1.05],
      ["Sector 50", 28.571, 77.362, 1.25],
      ["Sector 137", 28.509, 77.408, 0.85],
      ["Sector 150", 28.444, 77.472, 0.9],
      ["Noida Extension", 28.595, 77.44, 0.7],
      ["Sector 44", 28.553, 77.342, 1.3],
    ],
  },
  {
    name: "Ghaziabad",
    state: "Uttar Pradesh",
    lat: 28.6692,
    lon: 77.4538,
    aliases: [],
    sale: 5000,
    rent: 13,
    localities: [
      ["Indirapuram", 28.6415, 77.3712, 1.2],
      ["Vaishali", 28.648, 77.338, 1.15],
      ["Raj Nagar Extension", 28.705, 77.43, 0.85],
      ["Crossings Republik", 28.63, 77.438, 0.8],
      ["Kaushambi", 28.641, 77.324, 1.2],
      ["Vasundhara", 28.66, 77.364, 1.05],
    ],
  },
  // ---------------------------------------------------------------- Uttar Pradesh
  {
    name: "Lucknow",
    state: "Uttar Pradesh",
    lat: 26.8467,
    lon: 80.9462,
    aliases: [],
    sale: 5500,
    rent: 13,
    localities: [
      ["Gomti Nagar", 26.8527, 81.006, 1.4],
      ["Hazratganj", 26.85, 80.946, 1.6],
      ["Aliganj", 26.89, 80.938, 1.1],
      ["Indira Nagar", 26.872, 80.999, 1.1],
      ["Sushant Golf City", 26.773, 80.996, 0.9],
      ["Jankipuram", 26.929, 80.942, 0.8],
      ["Ashiana", 26.793, 80.914, 0.85],
    ],
  },
  {
    name: "Kanpur",
    state: "Uttar Pradesh",
    lat: 26.4499,
    lon: 80.3319,
    aliases: ["Cawnpore"],
    sale: 4500,
    rent: 10,
    localities: [
      ["Swaroop Nagar", 26.482, 80.313, 1.4],
      ["Civil Lines", 26.47, 80.345, 1.4],
      ["Kidwai Nagar", 26.427, 80.325, 1.0],
      ["Kalyanpur", 26.5175, 80.25, 0.9],
      ["Kakadeo", 26.48, 80.294, 1.1],
      ["Govind Nagar", 26.435, 80.305, 0.85],
    ],
  },
  {
    name: "Varanasi",
    state: "Uttar Pradesh",
    lat: 25.3176,
    lon: 82.9739,
    aliases: ["Banaras", "Benares", "Kashi"],
    sale: 4500,
    rent: 10,
    localities: [
      ["Sigra", 25.3181, 82.9886, 1.3],
      ["Lanka", 25.279, 82.999, 1.1],
      ["Mahmoorganj", 25.304, 82.985, 1.4],
      ["Sarnath", 25.3762, 83.0227, 0.9],
      ["Bhelupur", 25.296, 82.999, 1.1],
      ["Cantonment", 25.33, 82.97, 1.3],
    ],
  },
  {
    name: "Agra",
    state: "Uttar Pradesh",
    lat: 27.1767,
    lon: 78.0081,
    aliases: [],
    sale: 4000,
    rent: 9,
    localities: [
      ["Sikandra", 27.22, 77.95, 0.85],
      ["Dayal Bagh", 27.222, 78.011, 1.1],
      ["Kamla Nagar", 27.205, 78.02, 1.2],
      ["Fatehabad Road", 27.16, 78.05, 1.2],
      ["Shastripuram", 27.195, 77.94, 0.8],
      ["Tajganj", 27.165, 78.045, 1.0],
    ],
  },
  // ---------------------------------------------------------------- Maharashtra
  {
    name: "Navi Mumbai",
    state: "Maharashtra",
    lat: 19.033,
    lon: 73.0297,
    aliases: ["New Bombay"],
    sale: 12000,
    rent: 30,
    localities: [
      ["Vashi", 19.0771, 72.9986, 1.3],
      ["Nerul", 19.0338, 73.0196, 1.1],
      ["Kharghar", 19.0473, 73.0699, 1.0],
      ["Panvel", 18.9894, 73.1175, 0.7],
      ["CBD Belapur", 19.019, 73.039, 1.05],
      ["Airoli", 19.159, 72.9986, 0.95],
      ["Ulwe", 18.972, 73.022, 0.75],
      ["Sanpada", 19.062, 73.009, 1.2],
    ],
  },
  {
    name: "Thane",
    state: "Maharashtra",
    lat: 19.2183,
    lon: 72.9781,
    aliases: [],
    sale: 13500,
    rent: 32,
    localities: [
      ["Ghodbunder Road", 19.265, 72.967, 1.0],
      ["Majiwada", 19.232, 72.977, 1.1],
      ["Vartak Nagar", 19.213, 72.96, 0.95],
      ["Naupada", 19.196, 72.974, 1.15],
      ["Kolshet Road", 19.23, 72.992, 1.05],
      ["Hiranandani Estate", 19.259, 72.979, 1.3],
      ["Kasarvadavali", 19.273, 72.97, 0.9],
    ],
  },
  {
    name: "Nagpur",
    state: "Maharashtra",
    lat: 21.1458,
    lon: 79.0882,
    aliases: [],
    sale: 4800,
    rent: 11,
    localities: [
      ["Dharampeth", 21.138, 79.064, 1.5],
      ["Civil Lines", 21.156, 79.076, 1.5],
      ["Manish Nagar", 21.085, 79.076, 0.9],
      ["Wardha Road", 21.09, 79.065, 1.0],
      ["Sadar", 21.161, 79.085, 1.2],
      ["Hingna", 21.09, 78.98, 0.7],
      ["Pratap Nagar", 21.118, 79.053, 1.1],
    ],
  },
  {
    name: "Nashik",
    state: "Maharashtra",
    lat: 19.9975,
    lon: 73.7898,
    aliases: ["Nasik"],
    sale: 4800,
    rent: 11,
    localities: [
      ["Gangapur Road", 20.011, 73.76, 1.3],
      ["College Road", 20.005, 73.768, 1.4],
      ["Indira Nagar", 19.98, 73.801, 1.0],
      ["Nashik Road", 19.948, 73.841, 0.85],
      ["Panchavati", 20.012, 73.792, 0.95],
      ["Pathardi Phata", 19.95, 73.77, 0.8],
      ["Satpur", 20.0, 73.738, 0.75],
    ],
  },
  // ---------------------------------------------------------------- Gujarat
  {
    name: "Surat",
    state: "Gujarat",
    lat: 21.1702,
    lon: 72.8311,
    aliases: [],
    sale: 5000,
    rent: 12,
    localities: [
      ["Vesu", 21.139, 72.778, 1.3],
      ["Adajan", 21.192, 72.795, 1.2],
      ["Piplod", 21.156, 72.774, 1.35],
      ["Pal", 21.201, 72.769, 1.05],
      ["Varachha", 21.21, 72.86, 0.85],
      ["Athwa", 21.178, 72.81, 1.25],
      ["Katargam", 21.229, 72.829, 0.8],
    ],
  },
  {
    name: "Vadodara",
    state: "Gujarat",
    lat: 22.3072,
    lon: 73.1812,
    aliases: ["Baroda"],
    sale: 4500,
    rent: 11,
    localities: [
      ["Alkapuri", 22.312, 73.168, 1.5],
      ["Gotri", 22.315, 73.136, 1.1],
      ["Vasna Road", 22.29, 73.135, 1.0],
      ["Manjalpur", 22.27, 73.192, 0.85],
      ["Karelibaug", 22.325, 73.2, 1.0],
      ["Waghodia Road", 22.3, 73.23, 0.8],
      ["Sama", 22.341, 73.186, 0.95],
    ],
  },
  // ---------------------------------------------------------------- Rajasthan
  {
    name: "Jaipur",
    state: "Rajasthan",
    lat: 26.9124,
    lon: 75.7873,
    aliases: ["Pink City"],
    sale: 5500,
    rent: 13,
    localities: [
      ["Malviya Nagar", 26.854, 75.814, 1.2],
      ["Vaishali Nagar", 26.911, 75.742, 1.2],
      ["Mansarovar", 26.85, 75.763, 0.95],
      ["C Scheme", 26.908, 75.8, 1.6],
      ["Jagatpura", 26.823, 75.848, 0.85],
      ["Tonk Road", 26.835, 75.8, 1.0],
      ["Ajmer Road", 26.89, 75.72, 0.75],
      ["Raja Park", 26.897, 75.827, 1.3],
    ],
  },
  {
    name: "Udaipur",
    state: "Rajasthan",
    lat: 24.5854,
    lon: 73.7125,
    aliases: [],
    sale: 4800,
    rent: 11,
    localities: [
      ["Fatehpura", 24.599, 73.698, 1.3],
      ["Hiran Magri", 24.56, 73.72, 0.9],
      ["Bhuwana", 24.619, 73.716, 0.9],
      ["Sobhagpura", 24.61, 73.71, 1.1],
      ["Sukher", 24.64, 73.725, 0.8],
      ["Ambamata", 24.59, 73.685, 1.0],
    ],
  },
  {
    name: "Jodhpur",
    state: "Rajasthan",
    lat: 26.2389,
    lon: 73.0243,
    aliases: [],
    sale: 4000,
    rent: 9,
    localities: [
      ["Shastri Nagar", 26.271, 73.009, 1.2],
      ["Ratanada", 26.268, 73.042, 1.3],
      ["Paota", 26.3, 73.03, 0.9],
      ["Sardarpura", 26.285, 73.007, 1.4],
      ["Pal Road", 26.24, 72.99, 0.95],
    ],
  },
  // ---------------------------------------------------------------- Punjab and Chandigarh
  {
    name: "Chandigarh",
    state: "Chandigarh",
    lat: 30.7333,
    lon: 76.7794,
    aliases: [],
    sale: 9000,
    rent: 20,
    localities: [
      ["Sector 17", 30.741, 76.785, 1.3],
      ["Sector 35", 30.723, 76.76, 1.15],
      ["Sector 8", 30.748, 76.8, 1.6],
      ["Manimajra", 30.718, 76.838, 0.85],
      ["Sector 22", 30.733, 76.773, 1.1],
      ["Sector 44", 30.709, 76.764, 1.0],
    ],
  },
  {
    name: "Ludhiana",
    state: "Punjab",
    lat: 30.901,
    lon: 75.8573,
    aliases: [],
    sale: 4800,
    rent: 10,
    localities: [
      ["Sarabha Nagar", 30.89, 75.815, 1.5],
      ["Model Town", 30.885, 75.84, 1.3],
      ["BRS Nagar", 30.894, 75.786, 1.3],
      ["Dugri", 30.862, 75.84, 1.0],
      ["Pakhowal Road", 30.87, 75.82, 1.1],
      ["Civil Lines", 30.913, 75.839, 1.2],
    ],
  },
  {
    name: "Amritsar",
    state: "Punjab",
    lat: 31.634,
    lon: 74.8723,
    aliases: [],
    sale: 4300,
    rent: 9,
    localities: [
      ["Ranjit Avenue", 31.659, 74.86, 1.5],
      ["Lawrence Road", 31.643, 74.865, 1.3],
      ["Green Avenue", 31.647, 74.848, 1.3],
      ["Majitha Road", 31.66, 74.89, 1.0],
      ["Chheharta", 31.626, 74.808, 0.7],
      ["Putlighar", 31.634, 74.848, 0.85],
    ],
  },
  // ---------------------------------------------------------------- Kerala
  {
    name: "Kochi",
    state: "Kerala",
    lat: 9.9312,
    lon: 76.2673,
    aliases: ["Cochin", "Ernakulam"],
    sale: 6000,
    rent: 15,
    localities: [
      ["Kakkanad", 10.0159, 76.3419, 1.0],
      ["Edappally", 10.026, 76.308, 1.15],
      ["Kaloor", 9.997, 76.292, 1.2],
      ["Panampilly Nagar", 9.959, 76.295, 1.5],
      ["Vyttila", 9.968, 76.318, 1.05],
      ["Fort Kochi", 9.965, 76.242, 1.3],
      ["Aluva", 10.108, 76.352, 0.75],
      ["Marine Drive", 9.979, 76.277, 1.6],
    ],
  },
  {
    name: "Thiruvananthapuram",
    state: "Kerala",
    lat: 8.5241,
    lon: 76.9366,
    aliases: ["Trivandrum"],
    sale: 5200,
    rent: 12,
    localities: [
      ["Kowdiar", 8.523, 76.96, 1.5],
      ["Pattom", 8.522, 76.942, 1.3],
      ["Kazhakkoottam", 8.568, 76.873, 0.95],
      ["Vazhuthacaud", 8.499, 76.962, 1.25],
      ["Sasthamangalam", 8.514, 76.971, 1.3],
      ["Sreekariyam", 8.545, 76.919, 0.95],
      ["Peroorkada", 8.542, 76.97, 1.0],
    ],
  },
  // ---------------------------------------------------------------- Tamil Nadu
  {
    name: "Coimbatore",
    state: "Tamil Nadu",
    lat: 11.0168,
    lon: 76.9558,
    aliases: ["Kovai"],
    sale: 5200,
    rent: 12,
    localities: [
      ["RS Puram", 11.008, 76.95, 1.5],
      ["Peelamedu", 11.028, 77.018, 1.15],
      ["Saibaba Colony", 11.026, 76.943, 1.25],
      ["Saravanampatti", 11.079, 76.998, 0.9],
      ["Singanallur", 11.0, 77.03, 0.9],
      ["Vadavalli", 11.028, 76.904, 0.95],
      ["Gandhipuram", 11.018, 76.968, 1.3],
    ],
  },
  {
    name: "Madurai",
    state: "Tamil Nadu",
    lat: 9.9252,
    lon: 78.1198,
    aliases: [],
    sale: 4200,
    rent: 9,
    localities: [
      ["Anna Nagar", 9.928, 78.145, 1.3],
      ["KK Nagar", 9.939, 78.142, 1.35],
      ["Tallakulam", 9.938, 78.13, 1.3],
      ["Thiruparankundram", 9.881, 78.072, 0.8],
      ["Bypass Road", 9.922, 78.095, 1.0],
      ["Othakadai", 9.958, 78.185, 0.75],
    ],
  },
  // ---------------------------------------------------------------- Karnataka
  {
    name: "Mysore",
    state: "Karnataka",
    lat: 12.2958,
    lon: 76.6394,
    aliases: ["Mysuru"],
    sale: 5000,
    rent: 11,
    localities: [
      ["Vijayanagar", 12.333, 76.616, 1.2],
      ["Kuvempunagar", 12.285, 76.628, 1.15],
      ["Gokulam", 12.328, 76.639, 1.3],
      ["Saraswathipuram", 12.3, 76.627, 1.2],
      ["Hebbal", 12.35, 76.62, 0.85],
      ["JP Nagar", 12.27, 76.652, 0.9],
    ],
  },
  {
    name: "Mangalore",
    state: "Karnataka",
    lat: 12.9141,
    lon: 74.856,
    aliases: ["Mangaluru", "Kudla"],
    sale: 5500,
    rent: 12,
    localities: [
      ["Kadri", 12.885, 74.858, 1.3],
      ["Bejai", 12.885, 74.843, 1.25],
      ["Kankanady", 12.865, 74.86, 1.0],
      ["Hampankatta", 12.87, 74.843, 1.2],
      ["Surathkal", 12.988, 74.798, 0.8],
      ["Kottara", 12.899, 74.842, 0.95],
    ],
  },
  // ---------------------------------------------------------------- Goa
  {
    name: "Goa",
    state: "Goa",
    lat: 15.4909,
    lon: 73.8278,
    aliases: ["Panaji", "Panjim"],
    sale: 9000,
    rent: 22,
    localities: [
      ["Miramar", 15.48, 73.81, 1.4],
      ["Dona Paula", 15.456, 73.805, 1.6],
      ["Porvorim", 15.53, 73.826, 1.0],
      ["Calangute", 15.544, 73.755, 1.3],
      ["Mapusa", 15.59, 73.808, 0.8],
      ["Margao", 15.274, 73.958, 0.85],
      ["Candolim", 15.518, 73.763, 1.4],
      ["Taleigao", 15.468, 73.827, 1.1],
    ],
  },
  // ---------------------------------------------------------------- Andhra Pradesh
  {
    name: "Visakhapatnam",
    state: "Andhra Pradesh",
    lat: 17.7042,
    lon: 83.2978,
    aliases: ["Vizag", "Vishakhapatnam", "Waltair"],
    sale: 5500,
    rent: 13,
    localities: [
      ["MVP Colony", 17.743, 83.332, 1.3],
      ["Madhurawada", 17.805, 83.36, 0.9],
      ["Gajuwaka", 17.692, 83.215, 0.75],
      ["Seethammadhara", 17.741, 83.308, 1.3],
      ["Rushikonda", 17.782, 83.385, 1.4],
      ["Dwaraka Nagar", 17.729, 83.306, 1.25],
      ["PM Palem", 17.799, 83.348, 0.95],
    ],
  },
  {
    name: "Vijayawada",
    state: "Andhra Pradesh",
    lat: 16.5062,
    lon: 80.648,
    aliases: ["Bezawada"],
    sale: 5500,
    rent: 12,
    localities: [
      ["Benz Circle", 16.499, 80.656, 1.35],
      ["Labbipet", 16.505, 80.642, 1.4],
      ["Patamata", 16.49, 80.667, 1.1],
      ["Gunadala", 16.525, 80.667, 0.95],
      ["Poranki", 16.47, 80.71, 0.85],
      ["Gollapudi", 16.533, 80.584, 0.8],
    ],
  },
  // ---------------------------------------------------------------- East and North-east
  {
    name: "Patna",
    state: "Bihar",
    lat: 25.5941,
    lon: 85.1376,
    aliases: ["Pataliputra"],
    sale: 5000,
    rent: 11,
    localities: [
      ["Boring Road", 25.614, 85.118, 1.4],
      ["Kankarbagh", 25.596, 85.156, 1.1],
      ["Rajendra Nagar", 25.605, 85.158, 1.1],
      ["Bailey Road", 25.605, 85.09, 1.3],
      ["Patliputra Colony", 25.625, 85.1, 1.4],
      ["Danapur", 25.63, 85.047, 0.8],
      ["Anisabad", 25.586, 85.095, 0.8],
    ],
  },
  {
    name: "Bhubaneswar",
    state: "Odisha",
    lat: 20.2961,
    lon: 85.8245,
    aliases: ["Bhubaneshwar"],
    sale: 5000,
    rent: 12,
    localities: [
      ["Patia", 20.354, 85.82, 1.05],
      ["Saheed Nagar", 20.29, 85.844, 1.3],
      ["Jaydev Vihar", 20.3, 85.816, 1.35],
      ["Chandrasekharpur", 20.327, 85.817, 1.15],
      ["Khandagiri", 20.258, 85.78, 0.8],
      ["Nayapalli", 20.295, 85.808, 1.2],
      ["Old Town", 20.238, 85.833, 0.8],
    ],
  },
  {
    name: "Guwahati",
    state: "Assam",
    lat: 26.1445,
    lon: 91.7362,
    aliases: ["Gauhati"],
    sale: 5500,
    rent: 13,
    localities: [
      ["Dispur", 26.1433, 91.7898, 1.3],
      ["Beltola", 26.122, 91.796, 1.05],
      ["Six Mile", 26.133, 91.805, 1.0],
      ["Zoo Road", 26.169, 91.779, 1.15],
      ["Ganeshguri", 26.15, 91.786, 1.2],
      ["Paltan Bazaar", 26.179, 91.752, 1.1],
      ["Chandmari", 26.182, 91.768, 1.1],
      ["Khanapara", 26.119, 91.82, 0.85],
    ],
  },
  {
    name: "Ranchi",
    state: "Jharkhand",
    lat: 23.3441,
    lon: 85.3096,
    aliases: [],
    sale: 4500,
    rent: 10,
    localities: [
      ["Harmu", 23.366, 85.305, 1.1],
      ["Lalpur", 23.378, 85.335, 1.3],
      ["Kanke Road", 23.4, 85.32, 1.25],
      ["Doranda", 23.338, 85.326, 1.0],
      ["Bariatu", 23.388, 85.352, 1.15],
      ["Hinoo", 23.347, 85.31, 0.95],
      ["Kokar", 23.37, 85.355, 0.9],
    ],
  },
  // ---------------------------------------------------------------- Central and hills
  {
    name: "Raipur",
    state: "Chhattisgarh",
    lat: 21.2514,
    lon: 81.6296,
    aliases: [],
    sale: 3800,
    rent: 9,
    localities: [
      ["Shankar Nagar", 21.255, 81.662, 1.3],
      ["Telibandha", 21.242, 81.665, 1.2],
      ["Devendra Nagar", 21.255, 81.645, 1.1],
      ["Amlidih", 21.265, 81.68, 0.95],
      ["Tatibandh", 21.244, 81.588, 0.8],
      ["Mowa", 21.279, 81.661, 0.9],
    ],
  },
  {
    name: "Dehradun",
    state: "Uttarakhand",
    lat: 30.3165,
    lon: 78.0322,
    aliases: ["Dehra Dun", "Doon"],
    sale: 5500,
    rent: 12,
    localities: [
      ["Rajpur Road", 30.345, 78.06, 1.5],
      ["Sahastradhara Road", 30.34, 78.08, 1.1],
      ["Vasant Vihar", 30.32, 78.01, 1.2],
      ["Clement Town", 30.268, 78.008, 0.9],
      ["Prem Nagar", 30.337, 77.959, 0.8],
      ["Ballupur", 30.333, 78.015, 1.1],
      ["GMS Road", 30.315, 78.018, 1.0],
    ],
  },
  {
    name: "Shimla",
    state: "Himachal Pradesh",
    lat: 31.1048,
    lon: 77.1734,
    aliases: ["Simla"],
    sale: 8000,
    rent: 18,
    localities: [
      ["Sanjauli", 31.105, 77.195, 1.0],
      ["Chotta Shimla", 31.095, 77.18, 1.3],
      ["Kasumpti", 31.085, 77.183, 0.95],
      ["New Shimla", 31.087, 77.163, 0.9],
      ["Summer Hill", 31.107, 77.143, 1.1],
      ["Dhalli", 31.107, 77.22, 0.8],
    ],
  },
  {
    name: "Jammu",
    state: "Jammu and Kashmir",
    lat: 32.7266,
    lon: 74.857,
    aliases: [],
    sale: 4500,
    rent: 10,
    localities: [
      ["Gandhi Nagar", 32.705, 74.865, 1.4],
      ["Trikuta Nagar", 32.695, 74.87, 1.25],
      ["Channi Himmat", 32.685, 74.885, 1.1],
      ["Nanak Nagar", 32.7, 74.85, 1.05],
      ["Talab Tillo", 32.735, 74.84, 0.85],
      ["Janipur", 32.742, 74.848, 0.95],
    ],
  },
];

export const CITIES: readonly CityRecord[] = CITY_SEEDS.map(buildCity);

/** Sorted unique state / UT names present in {@link CITIES}. */
export const STATES: readonly string[] = [...new Set(CITIES.map((c) => c.state))].sort((a, b) =>
  a.localeCompare(b, "en"),
);

function normalizeName(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, " ");
}

const CITY_BY_NAME: ReadonlyMap<string, CityRecord> = (() => {
  const map = new Map<string, CityRecord>();
  for (const city of CITIES) {
    map.set(normalizeName(city.name), city);
  }
  // Aliases never shadow a real city name.
  for (const city of CITIES) {
    for (const alias of city.aliases) {
      const key = normalizeName(alias);
      if (!map.has(key)) map.set(key, city);
    }
  }
  return map;
})();

const CITY_BY_SLUG: ReadonlyMap<string, CityRecord> = new Map(CITIES.map((c) => [c.slug, c]));

/** Case-insensitive lookup by city name or alias ("Bengaluru" → Bangalore). */
export function findCityByName(name: string): CityRecord | undefined {
  if (typeof name !== "string") return undefined;
  const key = normalizeName(name);
  if (!key) return undefined;
  return CITY_BY_NAME.get(key);
}

/** Lookup by city slug ("navi-mumbai"); case-insensitive, trimmed. */
export function findCityBySlug(slug: string): CityRecord | undefined {
  if (typeof slug !== "string") return undefined;
  return CITY_BY_SLUG.get(slug.trim().toLowerCase());
}
