import { PIN_STATE_MESSAGES } from '@skins/shared';
import type { Ref } from 'react';
import { AlertCircleIcon } from '#ui/icons.tsx';
import type { PinStateQuestion as Question } from './use-shipping-values.ts';

const m = PIN_STATE_MESSAGES;

const choiceClass =
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-sm ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-charcoal-900';

interface PinStateQuestionProps {
  question: Question;
  /** The id of the question's sentence: the PIN and state fields are described by it. */
  sentenceId: string;
  /** The first choice, focused when a submit finds the question unanswered. */
  firstAnswerRef: Ref<HTMLButtonElement>;
  /** Called with the state to deliver to: one of the PIN's, or the one chosen. */
  onAnswer: (state: string) => void;
}

/**
 * "PIN 560034 is in Karnataka, not Maharashtra." with a choice of each: the state decides the
 * invoice's place of supply, so the form does not go on until the shopper picks one.
 */
export function PinStateQuestion({
  question,
  sentenceId,
  firstAnswerRef,
  onAnswer,
}: PinStateQuestionProps) {
  const { pin, state, pinStates, isBlocking } = question;
  return (
    <fieldset
      className={`rounded-xl px-4 py-3 text-sm ring-1 ${
        isBlocking
          ? 'bg-red-50 text-red-900 ring-red-300'
          : 'bg-amber-50 text-amber-950 ring-amber-200'
      }`}
    >
      {/* Floated, a legend sits inside the box's padding rather than on its edge. */}
      <legend id={sentenceId} className="float-left flex w-full items-start gap-2.5 font-medium">
        <AlertCircleIcon
          className={`mt-0.5 size-4 shrink-0 ${isBlocking ? 'text-red-700' : 'text-amber-700'}`}
        />
        {m.mismatch(pin, pinStates, state)}
      </legend>
      <p className="clear-both pt-1 pl-6.5">{m.why}</p>
      <div className="mt-3 flex flex-wrap gap-2 pl-6.5">
        {pinStates.map((pinState, index) => (
          <button
            key={pinState}
            ref={index === 0 ? firstAnswerRef : undefined}
            type="button"
            onClick={() => onAnswer(pinState)}
            className={`${choiceClass} bg-charcoal-900 text-white ring-charcoal-900 hover:bg-charcoal-700`}
          >
            {m.take(pinState)}
          </button>
        ))}
        <button
          type="button"
          onClick={() => onAnswer(state)}
          className={`${choiceClass} bg-white text-charcoal-900 ring-neutral-300 hover:bg-neutral-50`}
        >
          {m.keep(state)}
        </button>
      </div>
      {isBlocking && <p className="mt-2 pl-6.5 font-medium text-red-800">{m.choose}</p>}
    </fieldset>
  );
}
