import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, MessageSquareReply } from "lucide-react";
import { LISTING_REVIEW_TEXT as T } from "@domain/trust/listing-review-text";
import { useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { HOLD_ANSWER_MAX, HOLD_ANSWER_MESSAGES, HOLD_REASON_EXPLANATION_TEXTS, holdAnswerSchema } from "@domain/trust/hold-answers";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { inputClasses } from "@web/components/ui/input";
import { notify } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { answerHold, fetchMyHolds } from "../api/listing-reports";

const HOLDS_KEY = ["my-listing-holds"] as const;

/**
 * On a "Mis propiedades" row of a listing en revisión: why it left search, and a
 * "Responder" form for the advertiser's side (stored with the review; it does not put the
 * listing back, an operator does). One request serves every row of the page.
 */
export function ListingReviewNotice({ propertyId }: { propertyId: string }) {
  const holds = useQuery({ queryKey: HOLDS_KEY, queryFn: fetchMyHolds, staleTime: 60_000 });
  const hold = holds.data?.[propertyId];
  const [answering, setAnswering] = useState(false);
  const titleId = useId();
  const t = useText();
  if (!hold) return null;

  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-accent-50 p-3 text-sm text-slate-800 ring-1 ring-accent-200 ring-inset sm:p-4">
      <h4 id={titleId} className="flex items-center gap-1.5 font-semibold text-accent-900">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t(T.outSince)(new Date(hold.since))}
      </h4>
      <p className="mt-1 text-pretty">{t(HOLD_REASON_EXPLANATION_TEXTS)[hold.reason]}</p>
      {hold.answer && !answering && (
        <div className="mt-3 rounded-md bg-white p-3 ring-1 ring-slate-200">
          <p className="text-xs font-semibold text-slate-600">
            {t(T.yourAnswer)}
            {hold.answered_at ? t(T.answeredOn)(new Date(hold.answered_at)) : ""}
          </p>
          <p className="mt-1 whitespace-pre-line">{hold.answer}</p>
        </div>
      )}
      {answering ? (
        <AnswerForm propertyId={propertyId} initial={hold.answer ?? ""} onDone={() => setAnswering(false)} />
      ) : (
        <Button variant="outline" className="mt-3 bg-white" onClick={() => setAnswering(true)}>
          <MessageSquareReply aria-hidden="true" className="size-4" />
          {hold.answer ? t(T.changeAnswer) : t(T.answer)}
        </Button>
      )}
    </section>
  );
}

function AnswerForm({ propertyId, initial, onDone }: { propertyId: string; initial: string; onDone: () => void }) {
  const client = useQueryClient();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const t = useText();
  const m = useMessageIn();
  const save = useMutation({
    mutationFn: (answer: string) => answerHold(propertyId, answer),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: HOLDS_KEY });
      notify.success(t(T.answerSent), m(HOLD_ANSWER_MESSAGES.saved));
      onDone();
    },
    onError: (failure) => setError(failureText(failure)),
  });

  return (
    <form
      noValidate
      className="mt-3 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = holdAnswerSchema.safeParse({ answer: text });
        if (!parsed.success) return setError(m(parsed.error.issues[0]?.message ?? HOLD_ANSWER_MESSAGES.required));
        save.mutate(parsed.data.answer);
      }}
    >
      <FormField
        label={t(T.answerLabel)}
        error={error ?? undefined}
        hint={
          <span className={cn("tabular-nums", text.length > HOLD_ANSWER_MAX && "font-semibold text-danger-700")}>
            {t(T.characters)(text.length, HOLD_ANSWER_MAX)}
          </span>
        }
      >
        {(c) => (
          <textarea
            {...c}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            rows={4}
            autoFocus
            placeholder={t(T.placeholder)}
            className={cn(inputClasses, "min-h-24 resize-y bg-white py-2.5 leading-relaxed")}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t(T.sending) : t(T.send)}
        </Button>
        <Button type="button" variant="ghost" disabled={save.isPending} onClick={onDone}>
          {t(T.cancel)}
        </Button>
      </div>
    </form>
  );
}
