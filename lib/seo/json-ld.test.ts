import { propertyFacts, type FactsInput } from "@/lib/properties/property-facts";
import {
  breadcrumbList,
  brokerJsonLd,
  jsonLdGraph,
  projectJsonLd,
  propertyListingJsonLd,
  schemaTypeFor,
  serializeJsonLd,
  type ListingJsonLdInput,
} from "./json-ld";

const BASE = "https://landacre.in";

const flatFacts: FactsInput = {
  propertyType: "FlatApartment",
  dealType: "sale",
  bhk: 3,
  bathrooms: 2,
  balconies: 1,
  areaSqft: 1450,
  areaValue: 1450,
  areaUnit: "sqft",
  carpetAreaSqft: 1450,
  builtUpAreaSqft: 1600,
  superAreaSqft: null,
  plotAreaSqft: null,
  floorNo: 4,
  totalFloors: 12,
  facing: "NE",
  furnishing: "semi",
  possession: "ready",
  possessionDate: null,
  ageYears: 1,
  ownership: "freehold",
  deposit: null,
  maintenance: 2500,
  extras: {},
};

const listing: ListingJsonLdInput = {
  path: "/property/3-bhk-flat-in-vijay-nagar-42",
  title: "3 BHK Flat in Vijay Nagar",
  description: "Corner flat </script><script>alert(1)</script>",
  propertyType: "FlatApartment",
  dealType: "sale",
  status: "active",
  price: 8_500_000,
  priceOnRequest: false,
  bhk: 3,
  bathrooms: 2,
  areaSqft: 1450,
  address: "Scheme 54",
  localityName: "Vijay Nagar",
  cityName: "Indore",
  state: "Madhya Pradesh",
  pincode: "452010",
  lat: 22.75,
  lon: 75.89,
  postedAt: new Date("2026-10-01T10:00:00Z"),
  images: ["/media/seed/flat-01-960.webp"],
  facts: propertyFacts(flatFacts),
  amenities: ["Lift", "Power backup"],
};

describe("property listing JSON-LD", () => {
  const node = propertyListingJsonLd(BASE, listing);

  it("is a RealEstateListing whose mainEntity is the apartment", () => {
    expect(node).toMatchObject({
      "@type": "RealEstateListing",
      url: "https://landacre.in/property/3-bhk-flat-in-vijay-nagar-42",
      datePosted: "2026-10-01",
      image: ["https://landacre.in/media/seed/flat-01-960.webp"],
      mainEntity: {
        "@type": "Apartment",
        floorSize: { "@type": "QuantitativeValue", value: 1450, unitCode: "FTK" },
        numberOfBedrooms: 3,
        numberOfBathroomsTotal: 2,
        address: {
          addressLocality: "Indore",
          addressRegion: "Madhya Pradesh",
          postalCode: "452010",
          addressCountry: "IN",
        },
      },
      offers: {
        "@type": "Offer",
        price: 8_500_000,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("repeats the page's key facts as additionalProperty", () => {
    const props = (node.mainEntity as { additionalProperty: { name: string; value: string }[] })
      .additionalProperty;
    expect(props).toEqual(
      expect.arrayContaining([
        { "@type": "PropertyValue", name: "Bedrooms", value: "3 BHK" },
        { "@type": "PropertyValue", name: "Floor", value: "4 of 12" },
        { "@type": "PropertyValue", name: "Facing", value: "North-East" },
      ]),
    );
  });

  it("describes a plot as a Place without bedrooms or floor size", () => {
    const plot = propertyListingJsonLd(BASE, {
      ...listing,
      propertyType: "Plot",
      bhk: null,
      bathrooms: null,
      facts: [{ label: "Plot area", value: "1,800 sq ft" }],
    });
    const entity = plot.mainEntity as Record<string, unknown>;
    expect(entity["@type"]).toBe("Place");
    expect(entity.floorSize).toBeUndefined();
    expect(entity.numberOfBedrooms).toBeUndefined();
    expect(entity.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Plot area", value: "1,800 sq ft" },
    ]);
  });

  it("prices rentals per month, marks rented ones sold out and hides price-on-request offers", () => {
    const rent = propertyListingJsonLd(BASE, {
      ...listing,
      dealType: "rent",
      status: "rented",
      price: 25_000,
    });
    expect(rent.offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      priceSpecification: { unitCode: "MON", price: 25_000 },
    });
    expect(
      propertyListingJsonLd(BASE, { ...listing, priceOnRequest: true }).offers,
    ).toBeUndefined();
  });

  it("maps property types to schema.org types", () => {
    expect(schemaTypeFor("IndependentHouseVilla")).toBe("SingleFamilyResidence");
    expect(schemaTypeFor("Farmhouse")).toBe("House");
    expect(schemaTypeFor("Shop")).toBe("Place");
  });

  it("serialises so the script element cannot be closed early, and parses back", () => {
    const doc = jsonLdGraph(node, breadcrumbList(BASE, [{ name: "Home", path: "/" }]));
    const text = serializeJsonLd(doc);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});

describe("breadcrumbs, projects and agents", () => {
  it("numbers breadcrumb items with absolute URLs", () => {
    expect(
      breadcrumbList(BASE, [
        { name: "Home", path: "/" },
        { name: "Property in Indore", path: "/property-in/indore" },
      ]),
    ).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://landacre.in/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Property in Indore",
          item: "https://landacre.in/property-in/indore",
        },
      ],
    });
  });

  it("describes a project as an ApartmentComplex with its RERA number", () => {
    const node = projectJsonLd(BASE, {
      path: "/project/skyline-heights-7",
      name: "Skyline Heights",
      description: "",
      cityName: "Indore",
      state: "Madhya Pradesh",
      localityName: "Nipania",
      lat: null,
      lon: null,
      images: [],
      totalUnits: 240,
      amenities: [],
      reraNumber: "P-IND-24-1234",
      builderName: "Acme Builders",
    });
    expect(node).toMatchObject({
      "@type": "ApartmentComplex",
      name: "Skyline Heights",
      description: "Skyline Heights",
      numberOfAccommodationUnits: 240,
      additionalProperty: expect.arrayContaining([
        { "@type": "PropertyValue", name: "RERA registration number", value: "P-IND-24-1234" },
      ]),
    });
    expect(node.geo).toBeUndefined();
  });

  it("describes a broker as a RealEstateAgent with the RERA agent number", () => {
    expect(
      brokerJsonLd(BASE, {
        path: "/broker/9",
        name: "Ravi Sharma",
        companyName: "Sharma Realty",
        photoUrl: null,
        description: null,
        city: "Bhopal",
        state: "Madhya Pradesh",
        areasServed: ["Arera Colony"],
        reraNumber: "MPRERA-A-55",
        reraState: "Madhya Pradesh",
      }),
    ).toMatchObject({
      "@type": "RealEstateAgent",
      url: "https://landacre.in/broker/9",
      name: "Ravi Sharma, Sharma Realty",
      areaServed: [{ "@type": "Place", name: "Arera Colony" }],
      identifier: { value: "MPRERA-A-55", propertyID: "RERA agent registration (Madhya Pradesh)" },
    });
  });
});
