import "server-only";
import { getCurrentActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { contentTypeForKey } from "./local-storage";
import { assertValidKey, getStorage } from "./storage";

const PUBLIC_KEY = /^(listings|projects)\/\d+\/[0-9a-f-]{36}(-(480|960|1440)\.webp|\.pdf)$/;
const PRIVATE_KEY = /^private\/verification\/(\d+)\/[0-9a-f-]{36}\.(pdf|jpg|png)$/;

/**
 * A stored file for the media route. Listing and project files are public; verification
 * documents only for the agent who uploaded them and for admins. Anything else is a 404.
 */
export async function readStoredFile(
  key: string,
): Promise<{ body: Buffer; contentType: string; private: boolean }> {
  try {
    assertValidKey(key);
  } catch {
    throw new NotFoundError();
  }
  const privateMatch = PRIVATE_KEY.exec(key);
  if (!PUBLIC_KEY.test(key) && !privateMatch) throw new NotFoundError();
  if (privateMatch) {
    const actor = await getCurrentActor();
    if (!actor || (actor.role !== "admin" && actor.id !== Number(privateMatch[1]))) {
      throw new NotFoundError();
    }
  }
  const file = await getStorage().get(key);
  if (!file) throw new NotFoundError();
  return { body: file.body, contentType: contentTypeForKey(key), private: Boolean(privateMatch) };
}
