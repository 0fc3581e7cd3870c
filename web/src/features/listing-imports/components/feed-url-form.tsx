import { useId, useState, type FormEvent } from "react";
import { Link2 } from "lucide-react";
import { feedRequestSchema } from "@domain/listing-imports/feed-contract";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";

type Props = { busy: boolean; error: string | null; onFeed: (url: string) => void };

/**
 * The upload step's other way in: the address of the agency's public EasyBroker feed,
 * checked here as the worker checks it, then fetched by the worker with all its pages.
 */
export function FeedUrlForm({ busy, error, onFeed }: Props) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const t = useText();
  const messageIn = useMessageIn();
  // The form's own check's message in the page's language; the worker's answer already is.
  const message = invalid ? messageIn(invalid) : error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedRequestSchema.safeParse({ url });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? null);
    setInvalid(null);
    onFeed(parsed.data.url);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 border-t border-slate-200 pt-5" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="flex items-center gap-2 font-semibold text-slate-900">
        <Link2 aria-hidden="true" className="size-4 text-primary-700" />
        {t(T.feedTitle)}
      </h3>
      <label htmlFor={`${id}-url`} className="mt-1 block text-sm text-slate-600">
        {t(T.feedLabel)}
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-url`}
          name="feed_url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://…"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setInvalid(null);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          disabled={busy}
        />
        <Button type="submit" variant="outline" busy={busy} className="sm:w-auto">
          {t(T.feedButton)}
        </Button>
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </form>
  );
}
