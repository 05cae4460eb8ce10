/** Name parts for believable Indian demo people and companies (all fictional). */

export const FIRST_NAMES_MALE = [
  "Aarav", "Vivaan", "Aditya", "Arjun", "Rohan", "Kunal", "Rahul", "Amit", "Sanjay", "Vikram",
  "Rajesh", "Suresh", "Manoj", "Anil", "Deepak", "Nikhil", "Karthik", "Pranav", "Siddharth",
  "Harsh", "Yash", "Abhishek", "Gaurav", "Rakesh", "Vinod", "Mahesh", "Naveen", "Prakash",
  "Sandeep", "Tarun", "Imran", "Faisal", "Harpreet", "Gurpreet", "Joseph", "Thomas", "Arun",
  "Venkatesh", "Srinivas", "Subhash", "Debashish", "Anirban", "Ritesh", "Mohit", "Varun",
] as const;

export const FIRST_NAMES_FEMALE = [
  "Ananya", "Diya", "Priya", "Sneha", "Pooja", "Neha", "Kavya", "Meera", "Anjali", "Ritu",
  "Shweta", "Swati", "Divya", "Lakshmi", "Aishwarya", "Nandini", "Shreya", "Isha", "Aditi",
  "Pallavi", "Sunita", "Rekha", "Farah", "Simran", "Jaspreet", "Mary", "Deepa", "Revathi",
  "Madhuri", "Payal", "Tanvi", "Ritika", "Sonal", "Bhavna", "Moumita",
] as const;

export const LAST_NAMES = [
  "Sharma", "Verma", "Gupta", "Agarwal", "Jain", "Patel", "Shah", "Mehta", "Desai", "Joshi",
  "Kulkarni", "Deshpande", "Patil", "Pawar", "Reddy", "Rao", "Naidu", "Iyer", "Iyengar",
  "Nair", "Menon", "Pillai", "Krishnan", "Subramaniam", "Banerjee", "Chatterjee", "Mukherjee",
  "Ghosh", "Das", "Bose", "Sen", "Singh", "Chauhan", "Rathore", "Yadav", "Mishra", "Tiwari",
  "Pandey", "Dubey", "Srivastava", "Saxena", "Khan", "Qureshi", "Sheikh", "Gill", "Sandhu",
  "Dhillon", "Kapoor", "Malhotra", "Khanna", "Chopra", "Bhatia", "Arora", "D'Souza", "Fernandes",
  "Thakur", "Choudhary", "Goyal", "Bansal", "Mittal",
] as const;

/** First words of builder and agency names. */
export const COMPANY_WORDS = [
  "Shubh", "Sai", "Shree", "Aakriti", "Vasundhara", "Navkar", "Surya", "Kalpataru", "Mangalam",
  "Siddhi", "Vardhman", "Gokul", "Om", "Samruddhi", "Anant", "Akshar", "Nirmal", "Pragati",
  "Trimurti", "Shivalik", "Sapphire", "Maple", "Orchid", "Silver Oak", "Green Valley",
  "Royal Palm", "Skyline", "Lotus", "Amrit", "Sankalp", "Vrindavan", "Saraswati", "Utsav",
  "Vishwas", "Prestige Nest", "Aashray", "Kesar", "Neelkanth", "Sunrise", "Everest",
] as const;

export const BUILDER_SUFFIXES = [
  "Developers", "Builders", "Buildcon", "Infra", "Constructions", "Estates", "Realtors",
  "Homes", "Infrastructure", "Housing",
] as const;

export const AGENCY_SUFFIXES = [
  "Realty", "Properties", "Estate Consultants", "Property Solutions", "Real Estate",
  "Homes & Plots", "Associates", "Property Point",
] as const;

/** Second words of project names. */
export const PROJECT_SUFFIXES = [
  "Heights", "Residency", "Greens", "Enclave", "Towers", "Park", "Vista", "Meadows", "Elite",
  "Skyline", "Palms", "Avenue", "Courtyard", "Gardens", "Serenity", "Crest", "Horizon",
  "Paradise", "Signature", "Aangan",
] as const;

/** Housing society names used in addresses. */
export const SOCIETY_NAMES = [
  "Shanti Niketan", "Sai Apartments", "Gulmohar Society", "Ashoka Residency", "Green Park",
  "Sunshine Towers", "Krishna Kunj", "Ganga Vihar", "Sagar Heights", "Nandanvan",
  "Panchsheel Society", "Tulsi Enclave", "Shivam Complex", "Mayfair Residency", "Ekta Nagar",
  "Anand Vihar", "Swastik Plaza", "Laxmi Complex", "Royal Arcade", "Silver Springs",
] as const;
