import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { projects, properties, propertyMedia, users } from "@/lib/db/schema";
import { cityName, localityName } from "@/lib/geo/place-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { listingTitleIn } from "@/lib/listings/title-words";
import { mediaUrl } from "@/lib/media/image-urls";
import { priceLabel } from "@/lib/properties/price-label";
import { brokerPath, projectPath, propertyPath } from "@/lib/seo/urls";
import type { ThreadRow } from "./thread-access";
import { threadSubjectIn, threadTarget } from "./thread-subject";

/** The listing at the top of a thread (what the conversation is about). */
export type ThreadCard = {
  kind: "property" | "project" | "agent";
  title: string;
  href: string | null;
  price: string | null;
  place: string | null;
  photo: string | null;
  status: string | null;
};

/** "Baner, Pune" (Hindi "बाणेर, पुणे" where the gazetteer has the names). */
function placeOf(row: { localityName: string | null; cityName: string | null }, locale: Locale) {
  return [
    row.localityName && localityName(row.localityName, locale),
    row.cityName && cityName(row.cityName, locale),
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The card in the page's language: prices in lakh/crore, place names in Devanagari for Hindi, a
 * listing's title as listing cards word it.
 */
export async function threadCard(
  db: Db,
  thread: ThreadRow,
  locale: Locale = "en",
): Promise<ThreadCard> {
  const { titleWords } = messagesFor(locale);
  const subject = threadSubjectIn(
    thread.subject,
    threadTarget(thread.targetKey),
    locale,
    titleWords,
  );
  if (thread.targetKey.startsWith("p:")) {
    const [row] = thread.propertyId
      ? await db
          .select({
            id: properties.id,
            slug: properties.slug,
            title: properties.title,
            price: properties.price,
            priceOnRequest: properties.priceOnRequest,
            dealType: properties.dealType,
            localityName: properties.localityName,
            cityName: properties.cityName,
            status: properties.status,
          })
          .from(properties)
          .where(eq(properties.id, thread.propertyId))
          .limit(1)
      : [];
    if (!row)
      return {
        kind: "property",
        title: subject,
        href: null,
        price: null,
        place: null,
        photo: null,
        status: "removed",
      };
    const [photo] = await db
      .select({ key: propertyMedia.storageKey })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, row.id))
      .orderBy(asc(propertyMedia.position))
      .limit(1);
    return {
      kind: "property",
      title: listingTitleIn(row.title, locale, titleWords),
      href: row.status === "active" ? propertyPath(row) : null,
      price: priceLabel(row, locale),
      place: placeOf(row, locale),
      photo: photo ? mediaUrl(photo.key, 480) : null,
      status: row.status,
    };
  }
  if (thread.targetKey.startsWith("j:")) {
    const [row] = thread.projectId
      ? await db
          .select({
            id: projects.id,
            slug: projects.slug,
            name: projects.name,
            cityName: projects.cityName,
            localityName: projects.localityName,
            status: projects.status,
          })
          .from(projects)
          .where(eq(projects.id, thread.projectId))
          .limit(1)
      : [];
    if (!row)
      return {
        kind: "project",
        title: subject,
        href: null,
        price: null,
        place: null,
        photo: null,
        status: "removed",
      };
    return {
      kind: "project",
      title: row.name,
      href: row.status === "active" ? projectPath(row) : null,
      price: null,
      place: placeOf(row, locale),
      photo: null,
      status: row.status,
    };
  }
  const [agent] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, status: users.status })
    .from(users)
    .where(and(eq(users.id, thread.sellerId)))
    .limit(1);
  return {
    kind: "agent",
    title: agent ? `${agent.firstName} ${agent.lastName}`.trim() : subject,
    href: agent?.status === "active" ? brokerPath(thread.sellerId) : null,
    price: null,
    place: null,
    photo: null,
    status: agent?.status ?? null,
  };
}
