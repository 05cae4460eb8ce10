import "server-only";
import { UnauthorizedError } from "@/lib/auth/errors";
import { currentParticipant, type Participant } from "./participant";

/** The participant, or 401 (a thread's existence is never hinted at before that). */
export async function requireParticipant(): Promise<Participant> {
  const p = await currentParticipant();
  if (!p) throw new UnauthorizedError("Please log in to see your messages.");
  return p;
}
