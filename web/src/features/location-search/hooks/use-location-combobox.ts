import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { CanonicalLocation } from "@domain/locations/location";
import type { Operation } from "@domain/properties/property";
import { MIN_QUERY_LENGTH, SEARCH_DEBOUNCE_MS } from "../constants";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { locationSuggestionsQuery, useLocationSuggestions } from "./use-location-suggestions";

type Options = {
  /** The operation the suggestions count listings of (the chosen section's). */
  operation?: Operation;
  /** Hears about each chosen suggestion (clicked, Enter on the highlighted one, or Enter's best match). */
  onSelect?: (location: CanonicalLocation) => void;
  /**
   * Enter with no suggestion highlighted searches: with the chosen place, else with the best
   * match for the text (the first suggestion, fetched if needed, which is chosen first), or
   * with null when the text is under 2 characters. Without it such an Enter does nothing.
   */
  onSubmit?: (location: CanonicalLocation | null) => void;
  /** When given, a text that matches no place offers the whole city as an option, and Enter on such a text takes it. */
  onWholeCity?: () => void;
  /** Fills the input at first (e.g. the place a results page is showing), without selecting anything. */
  initialText?: string;
};

/**
 * State and keyboard behaviour of the location combobox:
 * under 2 characters there are no suggestions; from 2, after a 250 ms pause, it searches.
 * Choosing a suggestion selects it; editing the text clears the selection.
 * ArrowDown wraps to the first option; ArrowUp past the first returns to none.
 * Enter takes the highlighted option, otherwise it submits (see `onSubmit`); Escape closes.
 */
export function useLocationCombobox({ operation, onSelect, onSubmit, onWholeCity, initialText = "" }: Options) {
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [text, setText] = useState(initialText);
  const [selected, setSelected] = useState<CanonicalLocation | null>(null);
  const [open, setOpen] = useState(false);
  // The text whose best match Enter is fetching: a second Enter meanwhile does nothing.
  const resolving = useRef<string | null>(null);

  const term = text.trim();
  const searchable = !selected && term.length >= MIN_QUERY_LENGTH;
  const debounced = useDebouncedValue(searchable ? term : "", SEARCH_DEBOUNCE_MS);
  const { suggestions, isFetching, isCurrent } = useLocationSuggestions(debounced, operation);
  const loading = searchable && (debounced !== term || isFetching);
  // No place matches the text: the whole city is the one option.
  const offersWholeCity = Boolean(onWholeCity) && searchable && !loading && isCurrent && suggestions.length === 0;
  const optionCount = offersWholeCity ? 1 : suggestions.length;

  // The highlight belongs to one list of options: a new list starts with none highlighted.
  const [highlight, setHighlight] = useState<{ list: CanonicalLocation[]; index: number }>({ list: [], index: -1 });
  const activeIndex = highlight.list === suggestions ? highlight.index : -1;
  const setActiveIndex = (index: number) => setHighlight({ list: suggestions, index });

  const expanded = open && searchable;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  function select(location: CanonicalLocation) {
    setSelected(location);
    setText(location.nombre_canonico);
    setOpen(false);
    onSelect?.(location);
  }

  function chooseWholeCity() {
    setOpen(false);
    onWholeCity?.();
  }

  function clear() {
    setText("");
    setSelected(null);
    setOpen(false);
    inputRef.current?.focus();
  }

  async function submit() {
    if (!onSubmit || resolving.current !== null) return;
    if (selected || !searchable) {
      onSubmit(selected);
      return;
    }
    // The text is still the place being searched (the results page's field): Enter keeps that
    // place rather than trading it for the best match of its name (colonia Cuauhtémoc is not
    // the alcaldía).
    if (initialText && term === initialText.trim()) return;
    resolving.current = term;
    try {
      const [best] = isCurrent && debounced === term ? suggestions : await queryClient.fetchQuery(locationSuggestionsQuery(term, operation));
      // The person went on typing meanwhile: this answer is for a text no longer there.
      if (inputRef.current && inputRef.current.value.trim() !== term) return;
      if (best) {
        select(best);
        onSubmit(best);
      } else if (onWholeCity) {
        chooseWholeCity();
      }
    } catch {
      // Offline or failing: Enter does nothing, as before the search could answer.
    } finally {
      resolving.current = null;
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setText(value);
    if (selected) setSelected(null);
    setOpen(value.trim().length >= MIN_QUERY_LENGTH);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        if (!expanded) {
          if (searchable) setOpen(true);
          return;
        }
        if (optionCount === 0) return;
        setActiveIndex(activeIndex + 1 >= optionCount ? 0 : activeIndex + 1);
        return;
      }
      case "ArrowUp": {
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex(activeIndex > 0 ? activeIndex - 1 : -1);
        return;
      }
      case "Enter": {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (expanded && activeIndex >= 0 && offersWholeCity) chooseWholeCity();
        else if (expanded && activeIndex >= 0 && suggestions[activeIndex]) select(suggestions[activeIndex]);
        // A disabled submit button blocks the form's implicit submission, so Enter submits directly.
        else void submit();
        return;
      }
      case "Escape": {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      }
    }
  }

  return {
    inputRef,
    text,
    selected,
    suggestions,
    offersWholeCity,
    loading,
    expanded,
    activeIndex,
    setActiveIndex,
    listboxId,
    optionId,
    select,
    chooseWholeCity,
    clear,
    inputProps: {
      value: text,
      onChange,
      onKeyDown,
      onFocus: () => {
        if (searchable) setOpen(true);
      },
      onBlur: () => setOpen(false),
    },
  };
}

export type LocationCombobox = ReturnType<typeof useLocationCombobox>;
