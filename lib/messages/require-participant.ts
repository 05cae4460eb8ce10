import "server-only";
import { UnauthorizedError } from "@/lib/auth/errors";
import { currentParticipant, type Participant } from "./participant";

/** The participant, or 401 (a thread's existence is never hinted at before that). */
export async function requireParticipant(
  read: () => Promise<Participant | null> = currentParticipant,
): Promise<Participant> {
  const p = await read();
  if (!p) throw new UnauthorizedError("Please log in to see your messages.");
  return p;
}
