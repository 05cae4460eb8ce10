"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { Button } from "@/components/ui/button";
import type { MessageView } from "@/lib/messages/thread-events";
import { MESSAGE_MAX } from "@/lib/validation/messages";

/** 201 {message}, or an error {message: text, errors?: {body}}. */
type Answer = { message?: MessageView | string; errors?: Record<string, string> };

/** The reply box: plain text up to 2,000 characters; the server's message shows on the field. */
export function MessageComposer({
  threadId,
  onSent,
}: {
  threadId: number;
  onSent: (message: MessageView) => void;
}) {
  const id = useId();
  const t = useTranslations("conversation");
  // The schema's and the server's messages arrive in English and show in the page's language.
  const phrase = usePhrase();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body.trim()) {
      setError(phrase("Please write a message."));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const res = await fetch(`/api/messages/threads/${threadId}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ body }),
      });
      const answer = (await res.json().catch(() => ({}))) as Answer;
      if (!res.ok || typeof answer.message !== "object") {
        setError(
          phrase(
            answer.errors?.body ??
              (typeof answer.message === "string" ? answer.message : "Your message was not sent."),
          ),
        );
        return;
      }
      setBody("");
      onSent(answer.message);
    } catch {
      setError(phrase("Your message was not sent. Check your connection and try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-700">
        {t("yourMessage")}
      </label>
      <textarea
        id={`${id}-body`}
        name="body"
        rows={3}
        maxLength={MESSAGE_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        className="block w-full rounded-lg border border-slate-300 p-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between">
        <span id={`${id}-count`} className="text-xs text-slate-500">
          {body.length.toLocaleString("en-IN")} / {MESSAGE_MAX.toLocaleString("en-IN")}
        </span>
        <Button type="submit" disabled={pending}>
          <Send aria-hidden className="size-4" /> {pending ? t("sending") : t("send")}
        </Button>
      </div>
    </form>
  );
}
