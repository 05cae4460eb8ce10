"use client";

import { usePhrase } from "@/components/i18n/use-phrase";
import { Button } from "@/components/ui/button";

type Props = {
  /** Back is offered after the first step. */
  canGoBack: boolean;
  /** Only a new listing (with a draft) can start over. */
  canStartOver: boolean;
  /** On the last step the primary button submits; before it, it moves on. */
  onReview: boolean;
  submitLabel: string;
  pending: boolean;
  onBack: () => void;
  onStartOver: () => void;
  onContinue: () => void;
};

/**
 * The wizard's button bar. Continue and Submit are different elements (keyed apart), and the
 * second click of a double click on Continue — which lands on Submit — never submits.
 */
export function WizardActions(props: Props) {
  const phrase = usePhrase();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4 border-slate-200">
      <div className="flex gap-2">
        {props.canGoBack ? (
          <Button variant="secondary" onClick={props.onBack}>
            {phrase("Back")}
          </Button>
        ) : null}
        {props.canStartOver ? (
          <Button variant="ghost" onClick={props.onStartOver}>
            {phrase("Start over")}
          </Button>
        ) : null}
      </div>
      {props.onReview ? (
        <Button
          key="submit"
          type="submit"
          variant="primary"
          disabled={props.pending}
          onClick={(event) => {
            if (event.detail > 1) event.preventDefault();
          }}
        >
          {phrase(props.pending ? "Sending…" : props.submitLabel)}
        </Button>
      ) : (
        <Button key="continue" variant="primary" onClick={props.onContinue}>
          {phrase("Continue")}
        </Button>
      )}
    </div>
  );
}
