import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Building2, ChevronDown, CircleAlert, RefreshCw, Search, SearchX, X } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { useAgencies, useAlcaldias } from "../hooks/use-agencies";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { AgencyCard } from "./agency-card";
import { AgencyCardSkeleton } from "./agency-card-skeleton";
import { AGENCY_TEXT as A } from "@domain/agencies/agency-text";
import { useText } from "@web/lib/i18n/lang-context";

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The agency directory: a name search and an alcaldía filter (kept in the URL as ?q= and
 * ?alcaldia=, so a filtered list can be shared), then the agencies as cards. Loading shows
 * card skeletons; an empty result says what to try; a failure offers a retry.
 */
export function AgencyDirectory() {
  const [params, setParams] = useSearchParams();
  const t = useText();
  const q = params.get("q") ?? "";
  const alcaldiaId = params.get("alcaldia") ?? "";

  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  const setFilter = (name: "q" | "alcaldia", value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  useEffect(() => {
    if (debounced !== q) setFilter("q", debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced text drives the URL.
  }, [debounced]);

  const agencies = useAgencies({ q, alcaldiaId });
  const alcaldias = useAlcaldias();
  const searchRef = useRef<HTMLInputElement>(null);
  const filtered = Boolean(q || alcaldiaId);

  const clearFilters = () => {
    setText("");
    setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
    searchRef.current?.focus();
  };

  const ids = { search: useId(), alcaldia: useId() };
  const count = agencies.data?.length ?? 0;

  return (
    <>
      <section aria-labelledby="agencies-title" className="border-b border-slate-200 bg-slate-50">
        <Container className="py-10 sm:py-14">
          <h1 id="agencies-title" className="text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {t(A.directoryTitle)}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-slate-600">{t(A.directoryLead)}</p>

          <form
            role="search"
            aria-label={t(A.filterLabel)}
            onSubmit={(event) => {
              event.preventDefault();
              setFilter("q", text.trim());
            }}
            className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-[minmax(0,1fr)_16rem] sm:p-5"
          >
            <div>
              <label htmlFor={ids.search} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {t(A.nameLabel)}
              </label>
              <div className="relative">
                <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
                <input
                  ref={searchRef}
                  id={ids.search}
                  type="search"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  placeholder={t(A.namePlaceholder)}
                  autoComplete="off"
                  enterKeyHint="search"
                  className={cn(inputClasses, "pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden")}
                />
                {text && (
                  <button
                    type="button"
                    aria-label={t(A.clearName)}
                    onClick={() => {
                      setText("");
                      setFilter("q", "");
                      searchRef.current?.focus();
                    }}
                    className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </button>
                )}
              </div>
            </div>
            <div>
              <label htmlFor={ids.alcaldia} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {t(A.alcaldia)}
              </label>
              <div className="relative">
                <select
                  id={ids.alcaldia}
                  value={alcaldiaId}
                  onChange={(event) => setFilter("alcaldia", event.target.value)}
                  className={cn(inputClasses, "cursor-pointer appearance-none pr-10")}
                >
                  <option value="">{t(A.allAlcaldias)}</option>
                  {alcaldias.data?.map((alcaldia) => (
                    <option key={alcaldia.id} value={alcaldia.id}>
                      {alcaldia.nombre_canonico}
                    </option>
                  ))}
                </select>
                <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
              </div>
            </div>
          </form>
        </Container>
      </section>

      <Container className="py-10 sm:py-14">
        <p role="status" className="mb-6 min-h-6 text-slate-600">
          {agencies.isSuccess && count > 0 && t(A.agencyCount)(count)}
          {agencies.isPending && <span className="sr-only">{t(A.loadingAgencies)}</span>}
        </p>

        {agencies.isPending ? (
          <ul aria-busy="true" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {Array.from({ length: 6 }, (_, i) => (
              <AgencyCardSkeleton key={i} />
            ))}
          </ul>
        ) : agencies.isError && !agencies.data ? (
          <StateMessage
            icon={<CircleAlert aria-hidden="true" className="size-7" />}
            tone="error"
            title={t(A.loadFailed)}
            text={t(A.offline)}
            action={
              <Button variant="outline" onClick={() => void agencies.refetch()} busy={agencies.isFetching}>
                {!agencies.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
                {t(A.retry)}
              </Button>
            }
          />
        ) : count === 0 ? (
          filtered ? (
            <StateMessage
              icon={<SearchX aria-hidden="true" className="size-7" />}
              title={t(A.noneFiltered)}
              text={t(A.noneFilteredHint)}
              action={
                <Button variant="outline" onClick={clearFilters}>
                  {t(A.clearFilters)}
                </Button>
              }
            />
          ) : (
            <StateMessage icon={<Building2 aria-hidden="true" className="size-7" />} title={t(A.noneYet)} text={t(A.noneYetHint)} />
          )
        ) : (
          <ul
            aria-busy={agencies.isFetching || undefined}
            className={cn("grid gap-4 transition-opacity md:grid-cols-2 lg:grid-cols-3 lg:gap-6", agencies.isPlaceholderData && "opacity-60")}
          >
            {agencies.data?.map((agency) => (
              <AgencyCard key={agency.id} agency={agency} />
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}

type StateMessageProps = {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  tone?: "neutral" | "error";
};

function StateMessage({ icon, title, text, action, tone = "neutral" }: StateMessageProps) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center"
    >
      <span
        className={cn(
          "flex size-14 items-center justify-center rounded-2xl",
          tone === "error" ? "bg-danger-50 text-danger-700" : "bg-primary-50 text-primary-700",
        )}
      >
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-600">{text}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
