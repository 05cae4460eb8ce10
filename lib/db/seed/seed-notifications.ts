import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import type { SeedPeople } from "./seed-users";

const DAY = 86_400_000;

/** A few read and unread notifications for the demo buyer, seller and admin, keyed by title. */
export async function seedNotifications(db: Db, people: SeedPeople, now: number): Promise<number> {
  const items: {
    user: number;
    kind: string;
    title: string;
    body: string;
    link: string | null;
    read: boolean;
    ago: number;
  }[] = [
    {
      user: people.demoUser.id,
      kind: "welcome",
      title: "Welcome to LAND Acre",
      body: "Save searches and shortlist homes to get alerts.",
      link: "/search",
      read: true,
      ago: 30,
    },
    {
      user: people.demoUser.id,
      kind: "lead_sent",
      title: "Your enquiry was sent",
      body: "The seller will contact you soon.",
      link: null,
      read: false,
      ago: 2,
    },
    {
      user: people.demoUser.id,
      kind: "price_drop",
      title: "Price dropped on a flat you viewed",
      body: "A 2 BHK in Vijay Nagar, Indore is now ₹2 L cheaper.",
      link: null,
      read: false,
      ago: 1,
    },
    {
      user: people.demoSeller.id,
      kind: "lead",
      title: "New enquiry on your listing",
      body: "A buyer asked about your 2 BHK flat in Vijay Nagar.",
      link: "/saller/queries/manage",
      read: false,
      ago: 1,
    },
    {
      user: people.demoSeller.id,
      kind: "listing_approved",
      title: "Your listing is live",
      body: "Your listing was approved and is visible to buyers.",
      link: "/saller/properties",
      read: true,
      ago: 8,
    },
    {
      user: people.demoSeller.id,
      kind: "listing_rejected",
      title: "A listing needs changes",
      body: "Photos do not show the property; please upload real photos.",
      link: "/saller/properties",
      read: false,
      ago: 4,
    },
    {
      user: people.demoSeller.id,
      kind: "subscription",
      title: "Your Monthly plan renews in 20 days",
      body: "Renew to keep your listings live.",
      link: "/saller/dashboard",
      read: false,
      ago: 0,
    },
  ];
  if (people.adminId) {
    items.push(
      {
        user: people.adminId,
        kind: "broker_request",
        title: "New broker verification request",
        body: "An agent sent a RERA number for verification.",
        link: "/admin/brokers/requests",
        read: false,
        ago: 1,
      },
      {
        user: people.adminId,
        kind: "moderation",
        title: "Listings waiting for review",
        body: "New listings are pending approval.",
        link: "/admin/properties/all",
        read: false,
        ago: 0,
      },
    );
  }
  const existing = await db
    .select({ userId: notifications.userId, title: notifications.title })
    .from(notifications)
    .where(inArray(notifications.userId, [...new Set(items.map((i) => i.user))]));
  const have = new Set(existing.map((n) => `${n.userId}/${n.title}`));
  const fresh = items.filter((i) => !have.has(`${i.user}/${i.title}`));
  if (fresh.length > 0) {
    await db.insert(notifications).values(
      fresh.map((i) => {
        const createdAt = new Date(now - i.ago * DAY - 3_600_000);
        return {
          userId: i.user,
          kind: i.kind,
          title: i.title,
          body: i.body,
          link: i.link,
          readAt: i.read ? createdAt : null,
          createdAt,
        };
      }),
    );
  }
  return fresh.length;
}

/** Unverified agents who sent their RERA number: most pending, one rejected. */
