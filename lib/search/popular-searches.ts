/** Popular searches offered on /search: each a real search-results link. Isomorphic. */
import { searchResultsHref } from "@/lib/search/search-link";

export type PopularSearch = { label: string; href: string };

export const POPULAR_SEARCHES: PopularSearch[] = [
  {
    label: "Flats for sale in Mumbai",
    href: searchResultsHref({
      propertyType: "FlatApartment",
      transactionType: "Buy",
      city: "Mumbai",
      state: "Maharashtra",
    }),
  },
  {
    label: "2 BHK flats in Pune under 1 crore",
    href: searchResultsHref({
      propertyType: "",
      transactionType: "Buy",
      searchQuery: "2 bhk flat in pune under 1 crore",
    }),
  },
  {
    label: "Plots in Indore",
    href: searchResultsHref({
      propertyType: "LandPlot",
      transactionType: "Buy",
      city: "Indore",
      state: "Madhya Pradesh",
    }),
  },
  {
    label: "Office space in Bangalore",
    href: searchResultsHref({
      propertyType: "Office",
      transactionType: "Buy",
      city: "Bangalore",
      state: "Karnataka",
    }),
  },
  {
    label: "Flats for rent in Hyderabad",
    href: searchResultsHref({
      propertyType: "FlatApartment",
      transactionType: "Rent",
      city: "Hyderabad",
      state: "Telangana",
    }),
  },
  {
    label: "Shops in Delhi",
    href: searchResultsHref({
      propertyType: "Shop",
      transactionType: "Buy",
      city: "Delhi",
      state: "Delhi",
    }),
  },
  {
    label: "Land and plots in Bhopal",
    href: searchResultsHref({
      propertyType: "LandPlot",
      transactionType: "Buy",
      city: "Bhopal",
      state: "Madhya Pradesh",
    }),
  },
  {
    label: "3 BHK flats in Chennai",
    href: searchResultsHref({
      propertyType: "",
      transactionType: "Buy",
      searchQuery: "3 bhk flat in chennai",
    }),
  },
];
