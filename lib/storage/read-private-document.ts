import "server-only";
import { getCurrentActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { contentTypeForKey } from "./local-storage";
import { assertValidKey, getPrivateStorage } from "./storage";

const PRIVATE_KEY = /^private\/verification\/(\d+)\/[0-9a-f-]{36}\.(pdf|jpg|png)$/;

/**
 * A private document (an agent's verification certificate) for the agent who uploaded it and
 * for admins; a 404 for anyone else and for any other key. Public files are served by /media.
 */
export async function readPrivateDocument(
  key: string,
): Promise<{ body: Buffer; contentType: string }> {
  try {
    assertValidKey(key);
  } catch {
    throw new NotFoundError();
  }
  const match = PRIVATE_KEY.exec(key);
  if (!match) throw new NotFoundError();
  const actor = await getCurrentActor();
  if (!actor || (actor.role !== "admin" && actor.id !== Number(match[1]))) {
    throw new NotFoundError();
  }
  const file = await getPrivateStorage().get(key);
  if (!file) throw new NotFoundError();
  return { body: file.body, contentType: contentTypeForKey(key) };
}
